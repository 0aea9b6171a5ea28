import type { ClauseView } from '@liga/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useCloseOffer } from '../api/close-offer';
import { useConfirmOffer } from '../api/confirm-offer';
import { actionErrorText } from '../lib/error-text';
import { marketMessages as m } from '../messages';

export type OfferAction = { kind: 'confirm' | 'close'; offer: ClauseView };

/** Confirmar / Cerrar of the player offers screen (Admin, Organizador), each asked first. */
export function useOfferActions() {
  const { notify } = useSession();
  const navigate = useNavigate();
  const confirm = useConfirmOffer();
  const close = useCloseOffer();
  const [asking, setAsking] = useState<OfferAction | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    if (!asking) return;
    const { kind, offer } = asking;
    setError(null);
    try {
      if (kind === 'confirm') {
        const res = await confirm.mutateAsync(offer.id);
        notify(res.message || m.offerConfirmed);
        void navigate(paths.offers);
      } else {
        const res = await close.mutateAsync(offer.id);
        notify(res.message || m.offerClosed);
      }
    } catch (e) {
      setError(actionErrorText(kind === 'confirm' ? m.confirmError : m.closeError, e));
    } finally {
      setAsking(null);
    }
  };

  return {
    asking,
    ask: (action: OfferAction) => setAsking(action),
    cancel: () => setAsking(null),
    run,
    busy: confirm.isPending || close.isPending,
    error,
    clearError: () => setError(null),
  };
}
