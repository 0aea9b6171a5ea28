import type { MessageAnswer } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { invalidateMoneyAndPlayers } from '../../../lib/invalidate';

/** PUT /apuesta/usuario/{id} {outcome} (Admin): won pays odd × amount to the bettor; lost pays nothing. */
export const settleUserBet = ({ id, outcome }: { id: number; outcome: 'won' | 'lost' }) =>
  api<MessageAnswer>(`/apuesta/usuario/${id}`, { method: 'PUT', body: { outcome } });

export function useSettleUserBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settleUserBet,
    // A won bet pays the bettor: their budget and ledger change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bets.users }),
        invalidateMoneyAndPlayers(queryClient),
      ]),
  });
}
