import type { Standing } from '@liga/domain';
import { Alert } from '../../../components/ui/alert';
import { Page } from '../../../components/ui/page';
import { EmptyState, Loading } from '../../../components/ui/states';
import { CompetitionPicker, useCompetitionParams } from '../../tournaments';
import { useStandings } from '../api/get-standings';
import { StandingsTable } from '../components/standings-table';
import { standingsMessages as m } from '../messages';

/** UCL group tables come back as one list with `group`: one table per group, A to D. */
function byGroup(rows: Standing[]): { group: string | null; rows: Standing[] }[] {
  const groups = [...new Set(rows.map((r) => r.group))].sort((a, b) => (a ?? '').localeCompare(b ?? ''));
  return groups.map((group) => ({ group, rows: rows.filter((r) => r.group === group) }));
}

/** /tablas (spec 02 §2): pick season, then tournament. */
export function StandingsPage() {
  const params = useCompetitionParams();
  const { tournament } = params;
  const standings = useStandings(tournament?.id);

  return (
    <Page title={m.title}>
      <CompetitionPicker params={params} />
      {tournament && standings.isPending ? <Loading /> : null}
      {standings.isError ? <Alert>{m.loadError}</Alert> : null}
      {standings.data?.length === 0 ? <EmptyState>{m.empty}</EmptyState> : null}
      {tournament && standings.data && standings.data.length > 0 ? (
        <div className="space-y-4">
          {byGroup(standings.data).map(({ group, rows }) => (
            <section key={group ?? 'all'} className="space-y-2">
              {group ? <h2 className="text-base font-semibold text-emerald-900">{m.group(group)}</h2> : null}
              <StandingsTable
                rows={rows}
                caption={group ? `${tournament.name} · ${m.group(group)}` : tournament.name}
              />
            </section>
          ))}
        </div>
      ) : null}
    </Page>
  );
}
