import { may } from '@liga/domain';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { EmptyState, Loading } from '../../../components/ui/states';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useNow } from '../../../lib/use-now';
import { SeasonSelect, useSeasonParam } from '../../seasons';
import { useActiveAuctions } from '../api/get-active-auctions';
import { useAuctionEvents } from '../api/use-auction-events';
import { AuctionsList } from '../components/auctions-list';
import { auctionsMessages as m } from '../messages';

/** /subastas: the running auctions of the chosen season, updated live. */
export function AuctionsPage() {
  const { user } = useSession();
  const season = useSeasonParam(true);
  const query = useActiveAuctions(season.season, season.ready);
  const now = useNow(1000);
  useAuctionEvents();
  const canCreate = may(user?.rol, 'createAuction');
  const rows = query.data?.data ?? [];

  return (
    <Page
      title={m.listTitle}
      actions={canCreate ? <ButtonLink to={paths.auctionNew}>{m.createLink}</ButtonLink> : null}
    >
      <SeasonSelect seasons={season.seasons.data} value={season.value} onChange={season.setValue} allowAll />
      {!season.ready || query.isPending ? <Loading /> : null}
      {query.isError ? <Alert>{`${m.loadError} ${query.error.message}`}</Alert> : null}
      {query.data && rows.length === 0 ? <EmptyState>{m.empty}</EmptyState> : null}
      {rows.length > 0 ? <AuctionsList auctions={rows} now={now} /> : null}
    </Page>
  );
}
