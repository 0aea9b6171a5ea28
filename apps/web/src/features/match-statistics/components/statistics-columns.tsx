import { truncate } from '@liga/domain';
import { Th } from '../../../components/ui/table';
import { matchStatisticsMessages as m } from '../messages';

/** Player names are cut at 15 characters plus '...' in statistics tables. */
export const NAME_MAX = 15;

export function PlayerName({ name }: { name: string }) {
  return (
    <span className="whitespace-nowrap" title={name}>
      {truncate(name, NAME_MAX)}
    </span>
  );
}

/** The name column stays in view while a phone scrolls the table sideways. */
export const STICKY_CELL = 'sticky left-0 z-10 bg-white';
const STICKY_HEAD = 'sticky left-0 z-10';

export function StatisticsHead() {
  return (
    <thead>
      <tr>
        <Th className={STICKY_HEAD}>{m.colPlayer}</Th>
        <Th className="text-center">{m.colGoals}</Th>
        <Th className="text-center">{m.colAssists}</Th>
        <Th className="text-center">{m.colYellow}</Th>
        <Th className="text-center">{m.colRed}</Th>
        <Th className="text-center">{m.colInjury}</Th>
        <Th className="text-center">{m.colSerious}</Th>
        <Th className="text-center">{m.colMvp}</Th>
      </tr>
    </thead>
  );
}

/** Zero values are shown blank: only what happened stands out. */
export const shown = (n: number | boolean | undefined): string =>
  n === true ? '✓' : typeof n === 'number' && n > 0 ? String(n) : '';
