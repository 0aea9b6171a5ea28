import type { MessageAnswer } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateMoneyAndPlayers } from '../../../lib/invalidate';

/** PUT /cerrar-oferta/{id} (Admin/Organizador, spec 02 §7): the offer stops being active. */
export const closeOffer = (id: number) => api<MessageAnswer>(`/cerrar-oferta/${id}`, { method: 'PUT' });

export function useCloseOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: closeOffer, onSuccess: () => invalidateMoneyAndPlayers(queryClient) });
}
