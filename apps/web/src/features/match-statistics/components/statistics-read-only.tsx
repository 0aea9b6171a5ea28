import type { Match, StatisticRow } from '@liga/domain';
import { Table, Td } from '../../../components/ui/table';
import { useIsPhone } from '../../../lib/use-media-query';
import { matchStatisticsMessages as m } from '../messages';
import { ReadOnlyCells } from './read-only-cells';
import { ReadOnlyLine } from './read-only-line';
import { PlayerName, STICKY_CELL, StatisticsHead } from './statistics-columns';

/**
 * A completed match: the saved lines of the players who played, per team, zero values blank. A phone reads a card
 * per player (full name, then what happened in words) instead of an eight-column table to swipe.
 */
export function StatisticsReadOnly({ match, rows }: { match: Match; rows: StatisticRow[] }) {
  const phone = useIsPhone();
  return (
    <div className="space-y-5">
      {[match.team_home, match.team_away].map((team) => {
        // Who played: the squad's lines of players who did not are not the match's (decision 023).
        const own = rows.filter((r) => r.team_id === team.id && r.played);
        return (
          <section key={team.id} aria-label={team.name} className="space-y-2">
            <h2 className="text-base font-semibold text-emerald-900">{team.name}</h2>
            {own.length === 0 ? (
              <p className="text-sm text-stone-500">{m.noStatistics}</p>
            ) : phone ? (
              <ul aria-label={team.name} className="space-y-2">
                {own.map((row) => (
                  <ReadOnlyLine key={row.id} name={row.player_id.name} row={row} empty={m.nothingHappened} />
                ))}
              </ul>
            ) : (
              <Table caption={team.name}>
                <StatisticsHead />
                <tbody className="divide-y divide-stone-100">
                  {own.map((row) => (
                    <tr key={row.id}>
                      <Td className={STICKY_CELL}>
                        <PlayerName name={row.player_id.name} />
                      </Td>
                      <ReadOnlyCells row={row} />
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </section>
        );
      })}
    </div>
  );
}
