import { type BidView, formatCurrency, formatDateTimeShort } from '@liga/domain';
import { type CardColumn, ResponsiveTable } from '../../../components/ui/responsive-table';
import { EmptyState } from '../../../components/ui/states';
import { numberColumn } from '../../../components/ui/table';
import { useLeagueTimezone } from '../../../lib/league-config';
import { auctionsMessages as m } from '../messages';

const columns = (timeZone: string): CardColumn<BidView>[] => [
  {
    header: m.colBidder,
    card: 'title',
    cell: (b) => (
      <>
        {b.bidder.name}
        {b.team ? <span className="block text-xs font-normal text-stone-500">{b.team.name}</span> : null}
      </>
    ),
  },
  { ...numberColumn(m.colBidAmount, (b) => formatCurrency(b.amount), 'whitespace-nowrap'), card: 'aside' },
  {
    header: m.colTime,
    cell: (b) => formatDateTimeShort(b.created_at, timeZone),
    cellClassName: 'whitespace-nowrap',
  },
];

/** Every bid of the auction, highest first: bidder, amount, time (cards on a phone). */
export function BidHistory({ bids }: { bids: BidView[] }) {
  const timeZone = useLeagueTimezone();
  const rows = [...bids].sort((a, b) => b.amount - a.amount || b.id - a.id);
  if (rows.length === 0) return <EmptyState>{m.empty}</EmptyState>;
  return <ResponsiveTable caption={m.history} rows={rows} rowKey={(b) => b.id} columns={columns(timeZone)} />;
}
