import type { PrizeInput, PrizesPaidAnswer } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateMoneyAndPlayers } from '../../../lib/invalidate';
import { queryKeys } from '../../../lib/query-keys';

/** POST /prizes {prizes: [...]} (spec 02 §7), Admin: pays each new prize to the team's manager. */
export const submitPrizes = (prizes: PrizeInput[]) =>
  api<PrizesPaidAnswer>('/prizes', { method: 'POST', body: { prizes } });

export function useSubmitPrizes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPrizes,
    // A prize moves a manager's budget: the header, ledgers and dashboard refresh with the prize lists.
    onSuccess: () =>
      Promise.all([
        invalidateMoneyAndPlayers(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.prizes.all }),
      ]),
  });
}
