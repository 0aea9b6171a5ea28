import { CloseOfferBodySchema, type ClauseView } from '@liga/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useCloseOffer } from '../api/close-offer';
import { useConfirmOffer } from '../api/confirm-offer';
import { actionErrorText } from '../lib/error-text';
import { marketMessages as m } from '../messages';

export type OfferAction = { kind: 'confirm' | 'close'; offer: ClauseView };

/** Confirmar / Cerrar of the player offers screen (Admin, Organizador), each asked first; closing asks why. */
export function useOfferActions() {
  const { notify } = useSession();
  const navigate = useNavigate();
  const confirm = useConfirmOffer();
  const close = useCloseOffer();
  const [asking, setAsking] = useState<OfferAction | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const ask = (action: OfferAction) => {
    setReason('');
    setReasonError(null);
    setAsking(action);
  };

  const run = async () => {
    if (!asking) return;
    const { kind, offer } = asking;
    setError(null);
    if (kind === 'close') {
      // The same rule as the server's, so the field says what is wrong before anything is sent.
      const parsed = CloseOfferBodySchema.safeParse({ reason });
      if (!parsed.success) {
        setReasonError(parsed.error.issues[0]?.message ?? null);
        return;
      }
    }
    try {
      if (kind === 'confirm') {
        const res = await confirm.mutateAsync(offer.id);
        notify(res.message || m.offerConfirmed);
        void navigate(paths.offers);
      } else {
        const res = await close.mutateAsync({ id: offer.id, reason: reason.trim() });
        notify(res.message || m.offerClosed);
      }
    } catch (e) {
      const field = isApiError(e) && e.status === 422 ? e.errors?.reason?.[0] : undefined;
      if (field) {
        setReasonError(field);
        return;
      }
      setError(actionErrorText(kind === 'confirm' ? m.confirmError : m.closeError, e));
    }
    setAsking(null);
  };

  return {
    asking,
    ask,
    cancel: () => setAsking(null),
    run,
    reason,
    setReason: (value: string) => {
      setReason(value);
      setReasonError(null);
    },
    reasonError,
    busy: confirm.isPending || close.isPending,
    error,
    clearError: () => setError(null),
  };
}
