import { type BidView, formatDateTime, formatMoney } from '@liga/domain';
import { EmptyState } from '../../../components/ui/states';
import { DataTable } from '../../../components/ui/table';
import { useLeagueTimezone } from '../../../lib/league-config';
import { auctionsMessages as m } from '../messages';

/** Every bid of the auction, newest first: bidder, amount, time. */
export function BidHistory({ bids }: { bids: BidView[] }) {
  const timeZone = useLeagueTimezone();
  const rows = [...bids].sort((a, b) => b.amount - a.amount || b.id - a.id);
  if (rows.length === 0) return <EmptyState>{m.empty}</EmptyState>;
  return (
    <DataTable
      caption={m.history}
      rows={rows}
      rowKey={(b) => b.id}
      columns={[
        {
          header: m.colBidder,
          cell: (b) => (
            <>
              {b.bidder.name}
              {b.team ? <span className="block text-xs text-stone-500">{b.team.name}</span> : null}
            </>
          ),
        },
        {
          header: m.colBidAmount,
          cell: (b) => formatMoney(b.amount),
          className: 'text-right',
          cellClassName: 'tabular-nums',
        },
        {
          header: m.colTime,
          cell: (b) => formatDateTime(b.created_at, timeZone),
          cellClassName: 'whitespace-nowrap',
        },
      ]}
    />
  );
}
