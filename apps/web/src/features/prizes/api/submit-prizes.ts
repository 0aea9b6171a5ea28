import type { PrizeInput, PrizesPaidAnswer } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { prizesKey } from './keys';

/** POST /prizes {prizes: [...]} (spec 02 §7), Admin: pays each new prize to the team's manager. */
export const submitPrizes = (prizes: PrizeInput[]) =>
  api<PrizesPaidAnswer>('/prizes', { method: 'POST', body: { prizes } });

export function useSubmitPrizes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPrizes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prizesKey }),
  });
}
