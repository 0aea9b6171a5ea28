import { formatDateTime, formatMoney, type AuctionView } from '@liga/domain';
import { auctionViews } from '../auctions';
import { link, type AskContext, type Grounded } from './context';
import type { Named } from './entities';
import { messages as M } from './messages';

const S = M.source;
const TOP = 5;

/**
 * One auction's state as /subastas/{id} shows it to every account (decision 006: an auction's bids
 * are public, unlike a release clause's sealed offers): who leads, with how much, and until when.
 */
function describe(ctx: AskContext, a: AuctionView): string {
  const latest = a.latest;
  const who = latest
    ? latest.team
      ? `${latest.bidder.name} (${latest.team.name})`
      : latest.bidder.name
    : '';
  const amount = formatMoney(latest?.amount ?? a.opening);
  const player = a.player.name;
  if (a.status === 'cancelled') return M.auctionCancelled(player);
  if (a.status === 'confirmed') return M.auctionConfirmed({ player, who: a.winner?.name ?? who, amount });
  const closes = formatDateTime(a.closes_at, ctx.timeZone);
  if (!a.open) return M.auctionClosed({ player, who, amount, closed: closes });
  return M.auctionOpen({
    player,
    who,
    amount,
    bids: M.bids(a.bids_count),
    closes,
    next: formatMoney(a.min_next_bid),
  });
}

/**
 * Who leads a named player's auction, or every open auction when the question names none. Of several
 * players sharing the name, the one with an auction is meant; several with one are asked about.
 */
export async function auctionLeader(ctx: AskContext, named: Named[] | null): Promise<Grounded> {
  const sources = [link(S.auctions, '/subastas'), link(S.rulebook('Subastas'), '/reglamento#subastas')];
  const seasonId = ctx.season?.id;
  if (named) {
    const found = (
      await Promise.all(
        named.map(async (p) => {
          const views = await auctionViews(ctx.db, { playerId: p.id, seasonId }, ctx.now);
          return views.find((a) => a.status === 'active') ?? views[0];
        }),
      )
    ).filter((a) => a !== undefined);
    const [auction, ...more] = found;
    if (!auction) return { message: M.noAuctionFor(named[0]!.name), sources };
    if (more.length)
      return {
        message: M.ambiguousPlayer(
          found.map((a) => `${a.player.name} (${a.player.id_team.name})`).join(', '),
        ),
        sources,
      };
    return {
      message: describe(ctx, auction),
      sources: [link(S.player(auction.player.name), `/subastas/${auction.id_player}`), ...sources],
    };
  }
  const open = (await auctionViews(ctx.db, { status: 'active', seasonId }, ctx.now)).filter((a) => a.open);
  if (open.length === 0) return { message: M.noAuctions, sources };
  return {
    message: open
      .slice(0, TOP)
      .map((a) => describe(ctx, a))
      .join(' '),
    sources: [
      ...open.slice(0, TOP).map((a) => link(S.player(a.player.name), `/subastas/${a.id_player}`)),
      ...sources,
    ],
  };
}
