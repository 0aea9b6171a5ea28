import type { MessageAnswer } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /bets/{id} {active: false} (Admin): the match bet stops taking stakes. */
export const deactivateBet = (id: number) =>
  api<MessageAnswer>(`/bets/${id}`, { method: 'PUT', body: { active: false } });

export function useDeactivateBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateBet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.bets.match }),
  });
}
