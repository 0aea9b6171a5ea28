import { NextReveal, SeasonSelect, useSeasonParam } from '../../seasons';
import { Page } from '../../../components/ui/page';
import { paths } from '../../../lib/paths';
import { useOffersBoard } from '../api/get-offers-board';
import { MarketQueryList } from '../components/market-query-list';
import { OffersBoard } from '../components/offers-board';
import { marketMessages as m } from '../messages';

/** /offers: players with offers in a season, each linking to /offers/{id}. */
export function OffersPage() {
  const season = useSeasonParam(true);
  const query = useOffersBoard(season.season, season.ready);
  return (
    <Page title={m.offersTitle} link={{ to: paths.clause, label: m.newClause }}>
      <NextReveal />
      <SeasonSelect seasons={season.seasons.data} value={season.value} onChange={season.setValue} />
      <MarketQueryList query={query} waiting={!season.ready} error={m.offersError} empty={m.offersEmpty}>
        {(rows) => <OffersBoard rows={rows} />}
      </MarketQueryList>
    </Page>
  );
}
