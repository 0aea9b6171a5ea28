import { type AuctionView, formatCurrency } from '@liga/domain';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { type Column, DataTable, numberColumn } from '../../../components/ui/table';
import { paths } from '../../../lib/paths';
import { Countdown } from '../../../components/ui/countdown';
import { auctionsMessages as m } from '../messages';

const amountOf = (a: AuctionView) => a.latest?.amount ?? a.opening;

/** The countdown to closes_at, or 'Subasta cerrada' once the server says it takes no more bids. */
function Closes({ auction, now, className }: { auction: AuctionView; now: number; className?: string }) {
  if (!auction.open) return <span className="text-sm font-semibold text-red-700">{m.closed}</span>;
  return <Countdown target={new Date(auction.closes_at)} now={now} className={className} />;
}

const columns = (now: number): Column<AuctionView>[] => [
  {
    header: m.colPlayer,
    cell: (a) => (
      <>
        <Link to={paths.auction(a.id_player)} className="text-emerald-900 underline">
          {a.player.name}
        </Link>
        <span className="block text-xs text-stone-500">{a.team.name}</span>
      </>
    ),
  },
  numberColumn(m.colAmount, (a) => formatCurrency(amountOf(a))),
  { header: m.colLeader, cell: (a) => a.latest?.bidder.name ?? '-' },
  { header: m.colCloses, cell: (a) => <Closes auction={a} now={now} /> },
  {
    header: m.colActions,
    cell: (a) => <ButtonLink to={paths.auction(a.id_player)}>{m.bid}</ButtonLink>,
  },
];

/** Active auctions: player, latest amount, leader, a live countdown, 'Ofertar'. */
export function AuctionsList({ auctions, now }: { auctions: AuctionView[]; now: number }) {
  return (
    <>
      <ul className="space-y-2 sm:hidden">
        {auctions.map((a) => (
          <li key={a.id} className="rounded-lg border border-stone-200 bg-white p-3 shadow-sm">
            <div className="flex items-start justify-between gap-2">
              <Link to={paths.auction(a.id_player)} className="font-semibold text-emerald-900 underline">
                {a.player.name}
              </Link>
              <Closes auction={a} now={now} className="text-sm" />
            </div>
            <p className="text-sm text-stone-700">
              {m.latest} {formatCurrency(amountOf(a))} · {m.leader} {a.latest?.bidder.name ?? '-'}
            </p>
            <ButtonLink to={paths.auction(a.id_player)} className="mt-2 w-full">
              {m.bid}
            </ButtonLink>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <DataTable caption={m.listTitle} rows={auctions} rowKey={(a) => a.id} columns={columns(now)} />
      </div>
    </>
  );
}
