import type { StatisticRow } from '@liga/domain';
import { matchStatisticsMessages as m } from '../messages';

/** What a saved line holds, in words: '2 goles · Amarilla · MVP'; nothing for an empty line. */
function summary(row: StatisticRow | undefined): string {
  if (!row) return '';
  if (!row.played) return m.didNotPlay;
  const parts = [
    row.goals > 0 ? `${m.colGoals} ${row.goals}` : '',
    row.assists > 0 ? `${m.assistsFull} ${row.assists}` : '',
    row.yellow_cards > 0 ? m.colYellow : '',
    row.red_cards > 0 ? (row.direct_red === 'yes' ? m.colDirectRed : m.colRed) : '',
    row.simple_injuries > 0 ? m.colInjury : '',
    row.serious_injuries > 0 ? m.colSerious : '',
    row.mvp ? m.colMvp : '',
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * A player's line as text: the rival's in the form (what their team or the staff loaded), and every
 * saved line of a completed match on a phone. `empty` is what a line with nothing in it says.
 */
export function ReadOnlyLine({
  name,
  row,
  empty = m.rivalNothing,
}: {
  name: string;
  row: StatisticRow | undefined;
  empty?: string;
}) {
  const text = summary(row);
  return (
    <li aria-label={name} className="rounded-lg border border-stone-200 bg-stone-50 px-3 py-2 text-sm">
      <p className="font-medium break-words text-stone-800">{name}</p>
      <p className="text-xs text-stone-600">{text || empty}</p>
    </li>
  );
}
