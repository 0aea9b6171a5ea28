import { Alert } from '../../../components/ui/alert';
import { Card, Page } from '../../../components/ui/page';
import { rolePage } from '../../../components/ui/role-page';
import { Loading } from '../../../components/ui/states';
import { useMatches } from '../../matches';
import { CompetitionPicker } from '../components/competition-picker';
import { TournamentForm } from '../components/tournament-form';
import { TournamentsList } from '../components/tournaments-list';
import { activeSeason } from '../../seasons';
import { useCompetitionParams } from '../components/use-competition-params';
import { tournamentsMessages as m } from '../messages';

/** /torneos (Admin): create a tournament, then draw its fixture from the list below. */
export const TournamentsPage = rolePage(
  { action: 'createTournament', title: m.title, denied: m.noPermission },
  AdminTournaments,
);

function AdminTournaments() {
  const params = useCompetitionParams({ defaultTournament: false });
  const { seasons, seasonId, tournaments } = params;
  const matches = useMatches(seasonId === undefined ? undefined : { season: seasonId });

  return (
    <Page title={m.title}>
      <Card className="max-w-3xl">
        {seasons.isPending ? <Loading /> : null}
        {seasons.isError ? <Alert>{`${m.seasonsError}${seasons.error.message}`}</Alert> : null}
        {seasons.data ? (
          <TournamentForm
            seasons={seasons.data}
            defaultSeasonId={activeSeason(seasons.data)?.id}
            onCreated={(id) => {
              if (id !== seasonId) params.setSeason(id);
            }}
          />
        ) : null}
      </Card>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-emerald-900">{m.listTitle}</h2>
        <CompetitionPicker params={params} withTournament={false} />
        {seasonId !== undefined && (tournaments.isPending || matches.isPending) ? <Loading /> : null}
        {matches.isError ? <Alert>{m.matchesError}</Alert> : null}
        {tournaments.data && matches.data ? (
          <TournamentsList tournaments={tournaments.data} matches={matches.data} />
        ) : null}
      </section>
    </Page>
  );
}
