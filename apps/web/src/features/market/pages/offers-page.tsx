import { NextReveal, SeasonSelect, useSeasonParam } from '../../seasons';
import { Page } from '../../../components/ui/page';
import { QueryList } from '../../../components/ui/query-list';
import { paths } from '../../../lib/paths';
import { useOffersBoard } from '../api/get-offers-board';
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
      <QueryList
        query={query}
        rows={query.data}
        waiting={!season.ready}
        loadingText={m.loading}
        errorText={(e) => `${m.offersError} ${e.message}`}
        empty={m.offersEmpty}
      >
        {(rows) => <OffersBoard rows={rows} />}
      </QueryList>
    </Page>
  );
}
