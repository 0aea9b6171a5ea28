import type { StandingTable } from '@liga/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { EmptyState, Loading } from '../../../components/ui/states';
import { useCurrentUser } from '../../../lib/session';
import { CompetitionPicker, useCompetitionParams } from '../../tournaments';
import { useStandings } from '../api/get-standings-table';
import { StandingsLegend } from '../components/standings-legend';
import { StandingsTable } from '../components/standings-table';
import { standingsMessages as m } from '../messages';

type Line = StandingTable['data'][number];

/** UCL group tables come back as one list with `group`: one table per group, A to D. */
function byGroup(rows: Line[]): { group: string | null; rows: Line[] }[] {
  const groups = [...new Set(rows.map((r) => r.group))].sort((a, b) => (a ?? '').localeCompare(b ?? ''));
  return groups.map((group) => ({ group, rows: rows.filter((r) => r.group === group) }));
}

/** /tablas: pick season, then tournament; zones and tie-breaks explained below. */
export function StandingsPage() {
  const me = useCurrentUser();
  const params = useCompetitionParams();
  const { tournament } = params;
  const standings = useStandings(tournament?.id);
  const [showAll, setShowAll] = useState(false);
  const table = standings.data;

  return (
    <Page title={m.title}>
      <CompetitionPicker params={params} />
      {tournament && standings.isPending ? <Loading /> : null}
      {standings.isError ? <Alert>{m.loadError}</Alert> : null}
      {table?.data.length === 0 ? <EmptyState>{m.empty}</EmptyState> : null}
      {tournament && table && table.data.length > 0 ? (
        <div className="space-y-4">
          <div className="flex justify-end sm:hidden">
            <Button variant="secondary" aria-pressed={showAll} onClick={() => setShowAll((v) => !v)}>
              {showAll ? m.showLess : m.showAll}
            </Button>
          </div>
          {byGroup(table.data).map(({ group, rows }) => (
            <section key={group ?? 'all'} className="space-y-2">
              {group ? <h2 className="text-base font-semibold text-emerald-900">{m.group(group)}</h2> : null}
              <StandingsTable
                rows={rows}
                caption={group ? `${tournament.name} · ${m.group(group)}` : tournament.name}
                zones={table.zones}
                ownTeamId={me.team?.id}
                showAll={showAll}
              />
            </section>
          ))}
          <StandingsLegend zones={table.zones} headToHead={table.data.some((r) => r.head_to_head)} />
        </div>
      ) : null}
    </Page>
  );
}
