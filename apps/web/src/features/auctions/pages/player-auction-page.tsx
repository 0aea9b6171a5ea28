import { bidStanding, formatCurrency, may } from '@liga/domain';
import { Alert } from '../../../components/ui/alert';
import { Card, Page } from '../../../components/ui/page';
import { Loading } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-client';
import { useIdParam } from '../../../lib/id-param';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { Countdown } from '../../../components/ui/countdown';
import { useNow } from '../../../lib/use-now';
import { SeasonSelect, useSeasonParam } from '../../seasons';
import { usePlayerAuction } from '../api/get-player-auction';
import { useAuctionEvents } from '../api/use-auction-events';
import { BidForm } from '../components/bid-form';
import { BidHistory } from '../components/bid-history';
import { ConfirmWinnerButton } from '../components/confirm-winner-button';
import { auctionsMessages as m } from '../messages';

/** /subastas/{id_player} (docs/rules.md §6): history, live countdown, new bid, Admin confirmation. */
export function PlayerAuctionPage() {
  const { id: playerId, valid } = useIdParam();
  const { user } = useSession();
  const season = useSeasonParam(false);
  const query = usePlayerAuction(playerId, season.season, valid);
  const now = useNow(1000);
  useAuctionEvents();

  const auction = query.data?.auction;
  const closes = auction ? new Date(auction.closes_at) : null;
  // The server's `open` wins once it says closed (its clock decides); the local clock ends the
  // countdown between two refreshes.
  const open = auction?.status === 'active' && auction.open && closes !== null && now < closes.getTime();
  // A player without an auction answers an empty state; a 404 is a player id that does not exist.
  // The caller's highest bid against the auction's: a live notice once someone bid more.
  const myBids = (query.data?.data ?? []).filter((b) => b.bidder.id === user?.id).map((b) => b.amount);
  const outbid =
    open &&
    auction?.latest != null &&
    bidStanding(myBids.length > 0 ? Math.max(...myBids) : null, auction.latest.amount) === 'outbid';
  const notFound =
    !valid ||
    (query.data !== undefined && query.data.auction === null) ||
    (query.isError && isApiError(query.error) && query.error.status === 404);

  return (
    <Page
      title={auction ? `${m.playerTitle}: ${auction.player.name}` : m.playerTitle}
      link={{ to: paths.auctions, label: m.listTitle }}
    >
      <SeasonSelect seasons={season.seasons.data} value={season.value} onChange={season.setValue} allowAll />
      {valid && query.isPending ? <Loading /> : null}
      {notFound ? <Alert tone="info">{m.noAuction}</Alert> : null}
      {query.isError && !notFound ? <Alert>{`${m.loadError} ${query.error.message}`}</Alert> : null}
      {auction && query.data ? (
        <>
          {outbid ? <Alert tone="info">{m.outbidNotice}</Alert> : null}
          <Card className="space-y-2">
            <p className="text-sm text-stone-600">
              {auction.player.name} · {auction.team.name} · {formatCurrency(auction.player.value)}
            </p>
            <p>
              {m.latest} <strong>{formatCurrency(auction.latest?.amount ?? auction.opening)}</strong>
              {auction.latest ? ` · ${m.leader} ${auction.latest.bidder.name}` : null}
            </p>
            {auction.status === 'confirmed' ? (
              <p className="font-semibold text-emerald-800">
                {m.confirmedAt} {auction.winner?.name ?? '-'}
              </p>
            ) : open && closes ? (
              <p className="flex flex-wrap items-center gap-2">
                {m.closesIn}
                <Countdown target={closes} now={now} className="text-2xl font-bold text-emerald-800" />
              </p>
            ) : (
              <p className="font-semibold text-red-700">{m.closed}</p>
            )}
            {may(user?.rol, 'confirmAuction') && auction.status === 'active' ? (
              <ConfirmWinnerButton auctionId={auction.id} />
            ) : null}
          </Card>
          {open && may(user?.rol, 'bid') ? (
            <Card className="max-w-xl">
              <BidForm key={auction.id} auction={auction} />
            </Card>
          ) : null}
          <section className="space-y-2">
            <h2 className="font-semibold text-emerald-900">{m.history}</h2>
            <BidHistory bids={query.data.data} />
          </section>
        </>
      ) : null}
    </Page>
  );
}
