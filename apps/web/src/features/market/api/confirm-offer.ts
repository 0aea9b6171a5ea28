import type { MessageAnswer } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateMoneyAndPlayers } from '../../../lib/invalidate';

/** POST /offers/{id}/confirm (Admin/Organizador, spec 02 §4): the player moves, the money moves once. */
export const confirmOffer = (id: number) => api<MessageAnswer>(`/offers/${id}/confirm`, { method: 'POST' });

export function useConfirmOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmOffer, onSuccess: () => invalidateMoneyAndPlayers(queryClient) });
}
