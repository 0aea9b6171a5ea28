import { formatCurrency, type OwnAuction } from '@liga/domain';
import { Link } from 'react-router';
import { CardList } from '../../../components/ui/card-list';
import { DataTable, numberColumn } from '../../../components/ui/table';
import { AuctionStanding, ClosesRelative } from '../../auctions';
import { paths } from '../../../lib/paths';
import { useIsPhone } from '../../../lib/use-media-query';
import { dashboardMessages as m } from '../messages';
import { SectionEmpty } from './dashboard-section';

/** Auctions the user opened or bid in ("the user's own auctions"). */
export function OwnAuctions({ auctions }: { auctions: readonly OwnAuction[] }) {
  const phone = useIsPhone();
  const standing = (a: OwnAuction) => (
    <AuctionStanding myBid={a.my_bid} highest={a.amount} active={a.status === 'active'} />
  );
  if (auctions.length === 0) return <SectionEmpty>{m.auctionsEmpty}</SectionEmpty>;
  const link = (a: OwnAuction) => (
    <Link to={paths.auction(a.id_player)} className="font-medium text-emerald-700 hover:underline">
      {a.player}
    </Link>
  );
  if (phone) {
    return (
      <CardList label={m.auctionsTitle} items={auctions} itemKey={(a) => a.id}>
        {(a) => (
          <>
            <div className="flex justify-between gap-3">
              <span className="flex flex-wrap items-center gap-2">
                {link(a)}
                {standing(a)}
              </span>
              <span className="font-semibold tabular-nums">{formatCurrency(a.amount)}</span>
            </div>
            <p className="text-xs text-stone-500">
              {m.colMyBid}: {a.my_bid === null ? '—' : formatCurrency(a.my_bid)} ·{' '}
              <ClosesRelative at={a.closes_at} />
            </p>
          </>
        )}
      </CardList>
    );
  }
  return (
    <DataTable
      caption={m.auctionsTitle}
      rows={auctions}
      rowKey={(a) => a.id}
      columns={[
        {
          header: m.colPlayer,
          cell: (a) => (
            <span className="flex flex-wrap items-center gap-2">
              {link(a)}
              {standing(a)}
            </span>
          ),
        },
        numberColumn(m.colAmount, (a: OwnAuction) => formatCurrency(a.amount)),
        numberColumn(m.colMyBid, (a: OwnAuction) => (a.my_bid === null ? '—' : formatCurrency(a.my_bid))),
        {
          header: m.colCloses,
          cell: (a) => <ClosesRelative at={a.closes_at} />,
          cellClassName: 'whitespace-nowrap text-stone-600',
        },
        { header: m.colStatus, cell: (a) => m.auctionStatus(a.status) },
      ]}
    />
  );
}
