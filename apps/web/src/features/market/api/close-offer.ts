import type { CloseOfferBody, MessageAnswer } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateMoneyAndPlayers } from '../../../lib/invalidate';

/**
 * POST /offers/{id}/close (Admin/Organizador): the offer stops being active, with the reason staff
 * give, and the next one wins (DESIGN.md §6). The league's client uses PUT /cerrar-oferta/{id}.
 */
export const closeOffer = ({ id, reason }: { id: number } & CloseOfferBody) =>
  api<MessageAnswer>(`/offers/${id}/close`, { method: 'POST', body: { reason } });

export function useCloseOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: closeOffer, onSuccess: () => invalidateMoneyAndPlayers(queryClient) });
}
