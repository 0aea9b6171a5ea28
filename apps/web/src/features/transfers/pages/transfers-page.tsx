import { SeasonSelect, useSeasonParam } from '../../seasons';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { EmptyState, Loading } from '../../../components/ui/states';
import { paths } from '../../../lib/paths';
import { useTransfers } from '../api/get-transfers';
import { TransfersList } from '../components/transfers-list';
import { transfersMessages as m } from '../messages';

/** /transferencias: the transfers history with a season filter. */
export function TransfersPage() {
  const season = useSeasonParam(false);
  const query = useTransfers(season.season);
  const loadError = season.season === undefined ? m.loadError : m.filterError;
  return (
    <Page title={m.listTitle} actions={<ButtonLink to={paths.transferNew}>{m.newTransfer}</ButtonLink>}>
      <SeasonSelect seasons={season.seasons.data} value={season.value} onChange={season.setValue} allowAll />
      {season.seasons.isError ? <Alert>{`${m.seasonsError}${season.seasons.error.message}`}</Alert> : null}
      {query.isPending ? <Loading text={m.loading} /> : null}
      {query.isError ? <Alert>{`${loadError}${query.error.message}`}</Alert> : null}
      {query.data && query.data.length === 0 ? <EmptyState>{m.empty}</EmptyState> : null}
      {query.data && query.data.length > 0 ? (
        <div className={query.isPlaceholderData ? 'opacity-60' : undefined}>
          <TransfersList transfers={query.data} />
        </div>
      ) : null}
    </Page>
  );
}
