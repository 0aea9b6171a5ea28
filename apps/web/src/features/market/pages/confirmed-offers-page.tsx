import { type ClauseView, may } from '@liga/domain';
import { SeasonSelect, useSeasonParam } from '../../seasons';
import { Alert } from '../../../components/ui/alert';
import { Page } from '../../../components/ui/page';
import { EmptyState, Loading } from '../../../components/ui/states';
import { useCurrentUser } from '../../../lib/session';
import { useConfirmedOffers } from '../api/get-confirmed-offers';
import { ClausesList } from '../components/clauses-list';
import { marketMessages as m } from '../messages';

const byCreator = (a: ClauseView, b: ClauseView) =>
  (a.created_by?.name ?? '').localeCompare(b.created_by?.name ?? '', 'es', { sensitivity: 'base' });

function ConfirmedOffers() {
  const season = useSeasonParam(true);
  const query = useConfirmedOffers(season.season, season.ready);
  const rows = query.data ? [...query.data].sort(byCreator) : undefined;
  return (
    <>
      <SeasonSelect seasons={season.seasons.data} value={season.value} onChange={season.setValue} allowAll />
      {!season.ready || query.isPending ? <Loading text={m.loading} /> : null}
      {query.isError ? <Alert>{`${m.confirmedError} ${query.error.message}`}</Alert> : null}
      {rows && rows.length === 0 ? <EmptyState>{m.confirmedEmpty}</EmptyState> : null}
      {rows && rows.length > 0 ? (
        <div className={query.isPlaceholderData ? 'opacity-60' : undefined}>
          <ClausesList
            clauses={rows}
            caption={m.confirmedTitle}
            columns={['by', 'player', 'team', 'value', 'extra', 'total', 'confirmedAt']}
          />
        </div>
      ) : null}
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
