import type { TransferInput, TransferSaved } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateMoneyAndPlayers } from '../../../lib/invalidate';

/** POST /transfer {data: …} (spec 01 §7) → 201 {message, transfer}; pending until the other party confirms. */
export const createTransfer = (data: TransferInput) =>
  api<TransferSaved>('/transfer', { method: 'POST', body: { data } });

export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTransfer, onSuccess: () => invalidateMoneyAndPlayers(queryClient) });
}
