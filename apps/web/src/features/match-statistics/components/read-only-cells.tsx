import type { StatisticRow } from '@liga/domain';
import { Td } from '../../../components/ui/table';
import { matchStatisticsMessages as m } from '../messages';
import { shown } from './statistics-columns';

const center = 'text-center tabular-nums';

/** A saved line as text, zeros blank; a direct red reads 'D' with its name as a tooltip. */
export function ReadOnlyCells({ row }: { row: StatisticRow | undefined }) {
  const direct = row?.direct_red === 'yes';
  return (
    <>
      <Td className={center}>{shown(row?.goals)}</Td>
      <Td className={center}>{shown(row?.assists)}</Td>
      <Td className={center}>{shown(row?.yellow_cards)}</Td>
      <Td className={center}>
        {shown(row?.red_cards)}
        {direct ? (
          <abbr title={m.colDirectRed} className="ml-1 text-xs text-red-700 no-underline">
            D
          </abbr>
        ) : null}
      </Td>
      <Td className={center}>{shown(row?.simple_injuries)}</Td>
      <Td className={center}>{shown(row?.serious_injuries)}</Td>
      <Td className={center}>{shown(row?.mvp)}</Td>
    </>
  );
}
