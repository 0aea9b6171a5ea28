import { may } from '@liga/domain';
import { Alert } from '../../components/ui/alert';
import { Card, Page } from '../../components/ui/page';
import { Loading } from '../../components/ui/states';
import { useCurrentUser } from '../../lib/session';
import { CompetitionPicker, useCompetitionParams } from '../../features/tournaments';
import { useMatches } from '../../features/matches/api/get-matches';
import { MatchForm } from '../../features/matches/components/match-form';
import { MatchesByTournament } from '../../features/matches/components/matches-by-tournament';
import { matchesMessages as m } from '../../features/matches/messages';

// Assembled in the app (app/assembled-routes.ts): the tournaments' picker over the matches feature.
/** /partidos: the create-match form, then the season's matches by tournament. */
export function MatchesPage() {
  const me = useCurrentUser();
  const params = useCompetitionParams({ defaultTournament: false });
  const { seasonId, tournaments } = params;
  const matches = useMatches(seasonId === undefined ? undefined : { season: seasonId });
  const mayLoad = may(me.rol, 'enterMatchResult');

  return (
    <Page title={m.title}>
      <CompetitionPicker params={params} withTournament={false} />
      {mayLoad && tournaments.data ? (
        <Card>
          <h2 className="mb-3 text-base font-semibold text-emerald-900">{m.formTitle}</h2>
          <MatchForm key={seasonId} tournaments={tournaments.data} />
        </Card>
      ) : null}
      {seasonId !== undefined && (tournaments.isPending || matches.isPending) ? <Loading /> : null}
      {matches.isError ? <Alert>{`${m.matchesError} ${matches.error.message}`}</Alert> : null}
      {tournaments.data && matches.data ? (
        <MatchesByTournament tournaments={tournaments.data} matches={matches.data} />
      ) : null}
    </Page>
  );
}
