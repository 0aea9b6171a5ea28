import { formatDateTimeShort } from '@liga/domain';
import { ButtonLink } from '../../../components/ui/button';
import { Card, Page } from '../../../components/ui/page';
import { QueryData } from '../../../components/ui/query-data';
import { useLeagueTimezone } from '../../../lib/league-config';
import { paths } from '../../../lib/paths';
import { useWaitingPlace } from '../api/get-waiting-place';
import { dashboardMessages as m } from '../messages';

/**
 * 'Mi estado' for a waiting-list account (decision 026): its place in the queue and what happens
 * next, instead of a team's figures that would all read zero.
 */
export function WaitingDashboard() {
  const timeZone = useLeagueTimezone();

  return (
    <Page title={m.title}>
      <QueryData query={useWaitingPlace()} errorPrefix={`${m.waitingLoadError} `} loadingText={m.loading}>
        {(place) => (
          <div className="space-y-4">
            <Card className="bg-gradient-to-br from-emerald-800 to-emerald-950 text-white">
              <h2 className="text-lg font-semibold">{m.waitingTitle}</h2>
              <p className="mt-2 flex items-baseline gap-2">
                <span className="text-4xl font-bold tabular-nums" data-testid="waiting-position">
                  {place.position}
                </span>
                <span className="text-emerald-100">{m.waitingPlace(place.position, place.total)}</span>
              </p>
              <p className="mt-1 text-sm text-emerald-100">{m.waitingAhead(place.position - 1)}</p>
              <p className="mt-1 text-xs text-emerald-200">
                {m.waitingSince(formatDateTimeShort(place.signed_up_at, timeZone).slice(0, 10))}
              </p>
            </Card>
            <Card>
              <h2 className="mb-2 text-sm font-semibold text-emerald-900">{m.nextTitle}</h2>
              <ol className="list-decimal space-y-1 pl-5 text-sm text-stone-700">
                {m.nextSteps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              <p className="mt-3 text-sm text-stone-600">{m.waitingFreeTeams(place.free_teams)}</p>
              {place.admins.length > 0 ? (
                <p className="mt-1 text-sm text-stone-600">
                  {m.waitingAdmins(place.admins.map((a) => a.name).join(', '))}
                </p>
              ) : null}
            </Card>
            <div className="flex flex-wrap gap-2">
              <ButtonLink to={paths.standings} variant="secondary">
                {m.exploreStandings}
              </ButtonLink>
              <ButtonLink to={paths.players} variant="secondary">
                {m.explorePlayers}
              </ButtonLink>
              <ButtonLink to={paths.ruleBook} variant="secondary">
                {m.exploreRules}
              </ButtonLink>
            </div>
          </div>
        )}
      </QueryData>
    </Page>
  );
}
