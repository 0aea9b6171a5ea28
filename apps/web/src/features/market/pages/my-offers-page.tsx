import { SeasonSelect, useSeasonParam } from '../../seasons';
import { ButtonLink } from '../../../components/ui/button';
import { Card, Page } from '../../../components/ui/page';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useMyOffers } from '../api/get-my-offers';
import { ClausesList, OFFER_COLUMNS } from '../components/clauses-list';
import { MarketQueryList } from '../components/market-query-list';
import { marketMessages as m } from '../messages';

function MyOffers() {
  const season = useSeasonParam(false);
  const query = useMyOffers(season.season);
  return (
    <>
      <SeasonSelect seasons={season.seasons.data} value={season.value} onChange={season.setValue} allowAll />
      <MarketQueryList
        query={query}
        error={m.myOffersError}
        empty={
          <>
            {m.myOffersEmpty}
            {season.season !== undefined ? m.myOffersEmptySeason : ''}
          </>
        }
      >
        {(rows) => <ClausesList clauses={rows} caption={m.myOffersTitle} columns={OFFER_COLUMNS} />}
      </MarketQueryList>
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
