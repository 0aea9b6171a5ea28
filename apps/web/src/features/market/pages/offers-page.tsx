import { NextReveal, SeasonSelect, useSeasonParam } from '../../seasons';
import { Alert } from '../../../components/ui/alert';
import { Page } from '../../../components/ui/page';
import { EmptyState, Loading } from '../../../components/ui/states';
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
      {!season.ready || query.isPending ? <Loading text={m.loading} /> : null}
      {query.isError ? <Alert>{`${m.offersError} ${query.error.message}`}</Alert> : null}
      {query.data && query.data.length === 0 ? <EmptyState>{m.offersEmpty}</EmptyState> : null}
      {query.data && query.data.length > 0 ? (
        <div className={query.isPlaceholderData ? 'opacity-60' : undefined}>
          <OffersBoard rows={query.data} />
        </div>
      ) : null}
    </Page>
  );
}
