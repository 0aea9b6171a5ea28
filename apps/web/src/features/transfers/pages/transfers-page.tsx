import { SeasonSelect, useSeasonParam } from '../../seasons';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { QueryList } from '../../../components/ui/query-list';
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
      <QueryList
        query={query}
        rows={query.data}
        loadingText={m.loading}
        errorText={(e) => `${loadError}${e.message}`}
        empty={m.empty}
      >
        {(rows) => <TransfersList transfers={rows} />}
      </QueryList>
    </Page>
  );
}
