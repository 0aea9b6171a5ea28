import { SeasonSelect, useSeasonParam } from '../../seasons';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Card, Page } from '../../../components/ui/page';
import { EmptyState, Loading } from '../../../components/ui/states';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useMyOffers } from '../api/get-my-offers';
import { ClausesList } from '../components/clauses-list';
import { marketMessages as m } from '../messages';

function MyOffers() {
  const season = useSeasonParam(false);
  const query = useMyOffers(season.season);
  return (
    <>
      <SeasonSelect seasons={season.seasons.data} value={season.value} onChange={season.setValue} allowAll />
      {query.isPending ? <Loading text={m.loading} /> : null}
      {query.isError ? <Alert>{`${m.myOffersError} ${query.error.message}`}</Alert> : null}
      {query.data && query.data.length === 0 ? (
        <EmptyState>
          {m.myOffersEmpty}
          {season.season !== undefined ? m.myOffersEmptySeason : ''}
        </EmptyState>
      ) : null}
      {query.data && query.data.length > 0 ? (
        <div className={query.isPlaceholderData ? 'opacity-60' : undefined}>
          <ClausesList
            clauses={query.data}
            caption={m.myOffersTitle}
            columns={['player', 'team', 'value', 'extra', 'total', 'by', 'time', 'actions']}
          />
        </div>
      ) : null}
    </>
  );
}

/** /misofertas: the caller's own offers by season, with links to each player's offers. */
export function MyOffersPage() {
  const { user } = useSession();
  return (
    <Page title={m.myOffersTitle} actions={<ButtonLink to={paths.clause}>{m.newClause}</ButtonLink>}>
      {user ? (
        <MyOffers />
      ) : (
        <Card className="space-y-1 text-center">
          <p className="font-semibold text-stone-800">{m.accessRequired}</p>
          <p className="text-sm text-stone-600">{m.loginRequired}</p>
        </Card>
      )}
    </Page>
  );
}
