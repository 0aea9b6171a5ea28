import { DIVISION_CA_CAP, formatDateTime } from '@liga/domain';
import { Alert } from '../../../components/ui/alert';
import { EmptyState, Loading } from '../../../components/ui/states';
import { useLeagueTimezone } from '../../../lib/league-config';
import { useObjectives } from '../api/get-objectives';
import { teamsMessages as m } from '../messages';
import { ObjectivesChart } from './objectives-chart';
import { ObjectivesTable } from './objectives-table';

/** Season objectives of both divisions, under the teams list (docs/rules.md §3.5). */
export function ObjectivesSection() {
  const query = useObjectives();
  const timeZone = useLeagueTimezone();
  return (
    <section aria-labelledby="objectives-title" className="space-y-3">
      <div>
        <h2 id="objectives-title" className="text-lg font-semibold text-emerald-900">
          {m.objectivesTitle}
        </h2>
        <p className="text-sm text-stone-500">{m.objectivesHint}</p>
        {query.data ? (
          <p data-testid="objectives-frozen" className="mt-1 text-sm font-medium text-stone-700">
            {query.data.frozen_at
              ? m.objectivesFrozen(formatDateTime(query.data.frozen_at, timeZone))
              : m.objectivesLive}
          </p>
        ) : null}
      </div>
      {query.isPending ? <Loading /> : null}
      {query.isError ? <Alert>{`${m.objectivesLoadError} ${query.error.message}`}</Alert> : null}
      {query.data?.data.map((division) => (
        <div key={division.division} className="space-y-2">
          <h3 className="font-semibold text-stone-800">{division.division}</h3>
          {division.teams.length === 0 ? (
            <EmptyState>{m.objectivesEmpty}</EmptyState>
          ) : (
            <>
              <ObjectivesTable division={division} />
              <ObjectivesChart
                division={division.division}
                cap={DIVISION_CA_CAP[division.division]}
                teams={division.teams}
              />
            </>
          )}
        </div>
      ))}
    </section>
  );
}
