import type { RevertPrizeAnswer } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { prizesKey } from './keys';

/** POST /prizes/{id}/revert {reason} (Admin): the manager gives the prize back. */
export const revertPrize = ({ id, reason }: { id: number; reason: string }) =>
  api<RevertPrizeAnswer>(`/prizes/${id}/revert`, { method: 'POST', body: { reason } });

export function useRevertPrize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revertPrize,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prizesKey }),
  });
}
