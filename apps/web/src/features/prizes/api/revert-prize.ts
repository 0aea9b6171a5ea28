import type { RevertPrizeAnswer } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateMoneyAndPlayers } from '../../../lib/invalidate';
import { queryKeys } from '../../../lib/query-keys';

/** POST /prizes/{id}/revert {reason} (Admin): the manager gives the prize back. */
export const revertPrize = ({ id, reason }: { id: number; reason: string }) =>
  api<RevertPrizeAnswer>(`/prizes/${id}/revert`, { method: 'POST', body: { reason } });

export function useRevertPrize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revertPrize,
    // A prize moves a manager's budget: the header, ledgers and dashboard refresh with the prize lists.
    onSuccess: () =>
      Promise.all([
        invalidateMoneyAndPlayers(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.prizes.all }),
      ]),
  });
}
