import { type AuctionView, formatCurrency, minNextBid } from '@liga/domain';
import { AmountForm } from '../../../components/ui/amount-form';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { usePlaceBid } from '../api/place-bid';
import { auctionsMessages as m } from '../messages';

/**
 * The new-bid form: at least the latest + 1.000.000, and never by the leader (the server refuses
 * raising one's own lead); checked here and again on the server.
 */
export function BidForm({ auction }: { auction: AuctionView }) {
  const { user } = useSession();
  const bid = usePlaceBid();
  const latest = auction.latest?.amount ?? auction.opening;
  const min = minNextBid(latest);
  const check = (amount: number) => {
    if (!Number.isSafeInteger(amount) || amount <= 0) return m.amountRequired;
    if (auction.latest && auction.latest.bidder.id === user?.id) return m.alreadyLeading;
    return amount < min ? m.bidBelowMinimum(min) : null;
  };
  return (
    <AmountForm
      heading={m.newBid}
      label={m.amount}
      hint={m.minimum(formatCurrency(min))}
      submitLabel={m.placeBid}
      busyLabel={m.placing}
      busy={bid.isPending}
      check={check}
      send={(amount) => bid.mutateAsync({ auctionId: auction.id, amount })}
      fields={['amount', 'id_player']}
      failure={(err) => (isApiError(err) ? err.message : m.unexpected)}
    />
  );
}
