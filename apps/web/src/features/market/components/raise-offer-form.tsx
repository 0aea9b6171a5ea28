import { formatCurrency, type ClauseView } from '@liga/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { MoneyField } from '../../../components/ui/money-field';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useRaiseOffer } from '../api/raise-offer';
import { marketMessages as m } from '../messages';

/**
 * The tied bidder's raise during the tie-break (decision 022): new cash above the current one; the
 * server checks the bounds, the budget and the tie-break's end, and keeps the raise sealed.
 */
export function RaiseOfferForm({ offer }: { offer: ClauseView }) {
  const { notify } = useSession();
  const raise = useRaiseOffer();
  const current = offer.value ?? 0;
  const [value, setValue] = useState(Number.NaN);
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    if (!Number.isSafeInteger(value) || value <= current)
      return setError(m.raiseTooLow(formatCurrency(current)));
    setError(null);
    try {
      const res = await raise.mutateAsync({ id: offer.id, value });
      setValue(Number.NaN);
      notify(res.message);
    } catch (err) {
      const field = isApiError(err) ? (err.errors?.value?.[0] ?? err.errors?.offer?.[0]) : undefined;
      if (field) setError(field);
      else setAlert(`${m.raiseError} ${isApiError(err) ? err.message : ''}`.trim());
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="max-w-xl space-y-3">
      <h2 className="font-semibold text-emerald-900">{m.raiseTitle}</h2>
      {alert ? <Alert>{alert}</Alert> : null}
      <MoneyField
        label={m.raiseValue}
        value={value}
        error={error ?? undefined}
        hint={m.raiseHint(formatCurrency(current))}
        onValueChange={setValue}
      />
      <Button type="submit" disabled={raise.isPending}>
        {raise.isPending ? m.sending : m.raiseSubmit}
      </Button>
    </form>
  );
}
