import { formatCurrency, type ClauseView } from '@liga/domain';
import { AmountForm } from '../../../components/ui/amount-form';
import { isApiError } from '../../../lib/api-client';
import { useRaiseOffer } from '../api/raise-offer';
import { marketMessages as m } from '../messages';

/**
 * The tied bidder's raise during the tie-break (decision 022): new cash above the current one; the
 * server checks the bounds, the budget and the tie-break's end, and keeps the raise sealed.
 */
export function RaiseOfferForm({ offer }: { offer: ClauseView }) {
  const raise = useRaiseOffer();
  const current = offer.value ?? 0;
  return (
    <AmountForm
      heading={m.raiseTitle}
      label={m.raiseValue}
      hint={m.raiseHint(formatCurrency(current))}
      submitLabel={m.raiseSubmit}
      busyLabel={m.sending}
      busy={raise.isPending}
      className="max-w-xl"
      check={(value) =>
        !Number.isSafeInteger(value) || value <= current ? m.raiseTooLow(formatCurrency(current)) : null
      }
      send={(value) => raise.mutateAsync({ id: offer.id, value })}
      fields={['value', 'offer']}
      failure={(err) => `${m.raiseError} ${isApiError(err) ? err.message : ''}`.trim()}
    />
  );
}
