import type { Match, StatisticRow } from '@liga/domain';
import { Table, Td } from '../../../components/ui/table';
import { matchStatisticsMessages as m } from '../messages';
import { ReadOnlyCells } from './read-only-cells';
import { PlayerName, STICKY_CELL, StatisticsHead } from './statistics-columns';

/** A completed match: the saved lines per team, zero values blank (spec 02 §2). */
export function StatisticsReadOnly({ match, rows }: { match: Match; rows: StatisticRow[] }) {
  return (
    <div className="space-y-5">
      {[match.team_home, match.team_away].map((team) => {
        const own = rows.filter((r) => r.team_id === team.id);
        return (
          <section key={team.id} aria-label={team.name} className="space-y-2">
            <h2 className="text-base font-semibold text-emerald-900">{team.name}</h2>
            {own.length === 0 ? (
              <p className="text-sm text-stone-500">{m.noStatistics}</p>
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
