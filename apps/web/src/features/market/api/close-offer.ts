import type { CloseOfferBody } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { MONEY_AND_PLAYERS, useInvalidatingMutation } from '../../../lib/invalidate';

/**
 * POST /offers/{id}/close (Admin/Organizador): the offer stops being active, with the reason staff
 * give, and the next one wins (docs/rules.md §4). The league's client uses PUT /cerrar-oferta/{id}.
 */
export const closeOffer = ({ id, reason }: { id: number } & CloseOfferBody) =>
  api('POST /offers/:id/close', { params: { id }, body: { reason } });

export const useCloseOffer = () => useInvalidatingMutation(closeOffer, [MONEY_AND_PLAYERS]);
