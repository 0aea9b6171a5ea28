import { useState } from 'react';
import { formatCurrency, may, type ProdeRoundAnswer } from '@liga/domain';
import { Alert } from '../../../components/ui/alert';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { usePayProdePrize } from '../api/pay-prode-prize';
import { prodeMessages as m } from '../messages';

/** The round's winners and its prize (docs/rules.md §16.5): an Admin pays it once, after confirming. */
export function RoundPrize({ round }: { round: ProdeRoundAnswer }) {
  const { user, notify } = useSession();
  const pay = usePayProdePrize();
  const [failure, setFailure] = useState<string | null>(null);
  const names = round.winners.map((w) => w.user.name).join(', ');
  const { prize } = round;

  const onPay = async () => {
    setFailure(null);
    try {
      const res = await pay.mutateAsync({ tournament: round.tournament.id, round: round.round.round });
      notify(res.message);
    } catch (err) {
      setFailure(isApiError(err) ? err.message : String(err));
    }
  };

  if (round.winners.length === 0 && prize.amount === 0) return null;
  return (
    <div className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
      {round.winners.length > 0 ? <p className="font-semibold">{m.winners(names)}</p> : null}
      {prize.amount > 0 && prize.paid.length === 0 ? <p>{m.prize(formatCurrency(prize.amount))}</p> : null}
      {prize.paid.length > 0 ? (
        <p>{m.prizePaid(prize.paid.map((p) => `${p.user.name} ${formatCurrency(p.amount)}`).join(', '))}</p>
      ) : null}
      {prize.payable && may(user?.rol, 'payProdePrize') ? (
        <ConfirmButton label={m.payPrize} title={m.payPrizeConfirm} busy={pay.isPending} onConfirm={onPay}>
          {m.payPrizeBody(formatCurrency(prize.amount), names)}
        </ConfirmButton>
      ) : null}
      {failure ? <Alert>{failure}</Alert> : null}
    </div>
  );
}
