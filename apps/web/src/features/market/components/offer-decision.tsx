import type { ClauseView } from '@liga/domain';
import { Button } from '../../../components/ui/button';
import { marketMessages as m } from '../messages';
import type { OfferAction } from './use-offer-actions';

const STAKES = new Set(['own_offer', 'own_bid', 'own_player']);

/**
 * The Acciones cell for staff: Confirmar only on the offer the server says they may confirm (the
 * winner, with no stake of theirs in the player), Cerrar on any live revealed offer they have no stake
 * in, and otherwise the reason the button is absent (decision 015).
 */
export function OfferDecision({
  offer,
  busy,
  ask,
}: {
  offer: ClauseView;
  busy: boolean;
  ask: (action: OfferAction) => void;
}) {
  const block = offer.confirm_block ?? null;
  const live = offer.active === 'yes' && offer.confirmed === 'no';
  const canClose = live && offer.revealed && !(block && STAKES.has(block));
  const why = block ? m.confirmBlocks[block] : '';
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {block === null ? (
        <Button className="px-2 py-1" disabled={busy} onClick={() => ask({ kind: 'confirm', offer })}>
          {m.confirmOffer}
        </Button>
      ) : null}
      {canClose ? (
        <Button
          className="px-2 py-1"
          variant="secondary"
          disabled={busy}
          onClick={() => ask({ kind: 'close', offer })}
        >
          {m.closeOffer}
        </Button>
      ) : null}
      {why ? <span className="text-xs text-stone-600">{why}</span> : null}
    </div>
  );
}
