import type { MessageAnswer } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateMoneyAndPlayers } from '../../../lib/invalidate';

/** POST /transferencia_confirmada/{id} (spec 01 §7): players and money move once. */
export const confirmTransfer = (id: number) =>
  api<MessageAnswer>(`/transferencia_confirmada/${id}`, { method: 'POST' });

export function useConfirmTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTransfer,
    onSuccess: () => invalidateMoneyAndPlayers(queryClient),
  });
}

/** POST /transferencia_rechazada/{id} (the other party) and /transferencia_cancelada/{id} (its creator). */
export const closeTransfer = ({ id, how }: { id: number; how: 'reject' | 'cancel' }) =>
  api<MessageAnswer>(`/${how === 'reject' ? 'transferencia_rechazada' : 'transferencia_cancelada'}/${id}`, {
    method: 'POST',
  });

export function useCloseTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeTransfer,
    // Nothing moved, but the dashboard and the pending lists change.
    onSuccess: () => invalidateMoneyAndPlayers(queryClient),
  });
}
