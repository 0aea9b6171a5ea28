import { type ClauseView, may } from '@liga/domain';
import { SeasonSelect, useSeasonParam } from '../../seasons';
import { Alert } from '../../../components/ui/alert';
import { Page } from '../../../components/ui/page';
import { useCurrentUser } from '../../../lib/session';
import { useConfirmedOffers } from '../api/get-confirmed-offers';
import { ClausesList } from '../components/clauses-list';
import { MarketQueryList } from '../components/market-query-list';
import { marketMessages as m } from '../messages';

const byCreator = (a: ClauseView, b: ClauseView) =>
  (a.created_by?.name ?? '').localeCompare(b.created_by?.name ?? '', 'es', { sensitivity: 'base' });

function ConfirmedOffers() {
  const season = useSeasonParam(true);
  const query = useConfirmedOffers(season.season, season.ready);
  return (
    <>
      <SeasonSelect seasons={season.seasons.data} value={season.value} onChange={season.setValue} allowAll />
      <MarketQueryList
        query={query}
        waiting={!season.ready}
        error={m.confirmedError}
        empty={m.confirmedEmpty}
      >
        {(rows) => (
          <ClausesList
            clauses={[...rows].sort(byCreator)}
            caption={m.confirmedTitle}
            columns={['by', 'player', 'team', 'value', 'extra', 'total', 'confirmedAt']}
          />
        )}
      </MarketQueryList>
    </>
  );
}

/** /ofertas-confirmadas (Admin): confirmed offers sorted by creator name. */
export function ConfirmedOffersPage() {
  const me = useCurrentUser();
  return (
    <Page title={m.confirmedTitle}>
      {may(me.rol, 'seeConfirmedOffers') ? <ConfirmedOffers /> : <Alert>{m.noPermission}</Alert>}
    </Page>
  );
}
