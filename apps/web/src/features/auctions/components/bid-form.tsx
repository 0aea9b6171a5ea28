import { type AuctionView, formatCurrency, minNextBid } from '@liga/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { MoneyField } from '../../../components/ui/money-field';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { usePlaceBid } from '../api/place-bid';
import { auctionsMessages as m } from '../messages';

/**
 * The new-bid form: at least the latest + 1.000.000, and never by the leader (the server refuses
 * raising one's own lead); checked here and again on the server.
 */
export function BidForm({ auction }: { auction: AuctionView }) {
  const { notify, user } = useSession();
  const bid = usePlaceBid();
  const latest = auction.latest?.amount ?? auction.opening;
  const min = minNextBid(latest);
  const [amount, setAmount] = useState(Number.NaN);
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    if (!Number.isSafeInteger(amount) || amount <= 0) return setError(m.amountRequired);
    if (auction.latest && auction.latest.bidder.id === user?.id) return setError(m.alreadyLeading);
    if (amount < min) return setError(m.bidBelowMinimum(min));
    setError(null);
    try {
      const res = await bid.mutateAsync({ auctionId: auction.id, amount });
      setAmount(Number.NaN);
      notify(res.message);
    } catch (err) {
      const field = isApiError(err) ? (err.errors?.amount?.[0] ?? err.errors?.id_player?.[0]) : undefined;
      if (field) setError(field);
      else setAlert(isApiError(err) ? err.message : m.unexpected);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-3">
      <h2 className="font-semibold text-emerald-900">{m.newBid}</h2>
      {alert ? <Alert>{alert}</Alert> : null}
      <MoneyField
        label={m.amount}
        value={amount}
        error={error ?? undefined}
        hint={m.minimum(formatCurrency(min))}
        onValueChange={setAmount}
      />
      <Button type="submit" disabled={bid.isPending}>
        {bid.isPending ? m.placing : m.placeBid}
      </Button>
    </form>
  );
}
