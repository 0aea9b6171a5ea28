import { formatCurrency, type OwnAuction } from '@liga/domain';
import { Link } from 'react-router';
import { CardList } from '../../../components/ui/card-list';
import { type Column, DataTable, numberColumn } from '../../../components/ui/table';
import { AuctionStanding, ClosesRelative } from '../../auctions';
import { paths } from '../../../lib/paths';
import { useIsPhone } from '../../../lib/use-media-query';
import { dashboardMessages as m } from '../messages';
import { SectionEmpty } from './dashboard-section';

/** The player, linked to the auction, with where the user stands in it. */
const player = (a: OwnAuction) => (
  <span className="flex flex-wrap items-center gap-2">
    <Link to={paths.auction(a.id_player)} className="font-medium text-emerald-700 hover:underline">
      {a.player}
    </Link>
    <AuctionStanding myBid={a.my_bid} highest={a.amount} active={a.status === 'active'} />
  </span>
);
const myBid = (a: OwnAuction) => (a.my_bid === null ? '—' : formatCurrency(a.my_bid));

const columns: Column<OwnAuction>[] = [
  { header: m.colPlayer, cell: player },
  numberColumn(m.colAmount, (a) => formatCurrency(a.amount)),
  numberColumn(m.colMyBid, myBid),
  {
    header: m.colCloses,
    cell: (a) => <ClosesRelative at={a.closes_at} />,
    cellClassName: 'whitespace-nowrap text-stone-600',
  },
  { header: m.colStatus, cell: (a) => m.auctionStatus(a.status) },
];

/** Auctions the user opened or bid in ("the user's own auctions"). */
export function OwnAuctions({ auctions }: { auctions: readonly OwnAuction[] }) {
  const phone = useIsPhone();
  if (auctions.length === 0) return <SectionEmpty>{m.auctionsEmpty}</SectionEmpty>;
  if (phone) {
    return (
      <CardList label={m.auctionsTitle} items={auctions} itemKey={(a) => a.id}>
        {(a) => (
          <>
            <div className="flex justify-between gap-3">
              {player(a)}
              <span className="font-semibold tabular-nums">{formatCurrency(a.amount)}</span>
            </div>
            <p className="text-xs text-stone-500">
              {m.colMyBid}: {myBid(a)} · <ClosesRelative at={a.closes_at} />
            </p>
          </>
        )}
      </CardList>
    );
  }
  return <DataTable caption={m.auctionsTitle} rows={auctions} rowKey={(a) => a.id} columns={columns} />;
}
