import type { StandingTable } from '@liga/domain';
import { historyMessages as m } from '../../features/history/messages';
import { StandingsLegend, StandingsTable } from '../../features/standings';
import { useCurrentUser } from '../../lib/session';

type Line = StandingTable['data'][number];

function byGroup(rows: Line[]): { group: string | null; rows: Line[] }[] {
  const groups = [...new Set(rows.map((r) => r.group))].sort((a, b) => (a ?? '').localeCompare(b ?? ''));
  return groups.map((group) => ({ group, rows: rows.filter((r) => r.group === group) }));
}

/** The season's tables with /tablas's zones; group stages one table per group. */
export function SeasonTables({ tables, frozen }: { tables: StandingTable[]; frozen: boolean }) {
  const me = useCurrentUser();
  const title = frozen ? m.tables : m.liveTables;
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="text-lg font-semibold text-emerald-900">{title}</h2>
      {tables.length === 0 ? <p className="text-sm text-stone-500">{m.noTables}</p> : null}
      {tables.map((table) => (
        <div key={table.tournament.id} className="space-y-2">
          <h3 className="text-base font-semibold text-stone-800">{table.tournament.name}</h3>
          {byGroup(table.data).map(({ group, rows }) => (
            <StandingsTable
              key={group ?? 'all'}
              rows={rows}
              caption={group ? `${table.tournament.name} · ${m.group(group)}` : table.tournament.name}
              zones={table.zones}
              ownTeamId={me.team?.id}
              showAll={false}
            />
          ))}
          <StandingsLegend zones={table.zones} headToHead={table.data.some((r) => r.head_to_head)} />
        </div>
      ))}
    </section>
  );
}
