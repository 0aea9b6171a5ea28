import { type BidView, formatDateTime, formatMoney } from '@liga/domain';
import { EmptyState } from '../../../components/ui/states';
import { Table, Td, Th } from '../../../components/ui/table';
import { useLeagueTimezone } from '../../../lib/league-config';
import { auctionsMessages as m } from '../messages';

/** Every bid of the auction, newest first: bidder, amount, time. */
export function BidHistory({ bids }: { bids: BidView[] }) {
  const timeZone = useLeagueTimezone();
  const rows = [...bids].sort((a, b) => b.amount - a.amount || b.id - a.id);
  if (rows.length === 0) return <EmptyState>{m.empty}</EmptyState>;
  return (
    <Table caption={m.history}>
      <thead>
        <tr>
          <Th>{m.colBidder}</Th>
          <Th className="text-right">{m.colBidAmount}</Th>
          <Th>{m.colTime}</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {rows.map((b) => (
          <tr key={b.id}>
            <Td>
              {b.bidder.name}
              {b.team ? <span className="block text-xs text-stone-500">{b.team.name}</span> : null}
            </Td>
            <Td className="text-right tabular-nums">{formatMoney(b.amount)}</Td>
            <Td className="whitespace-nowrap">{formatDateTime(b.created_at, timeZone)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
