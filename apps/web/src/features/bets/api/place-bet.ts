import type { BetOption } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { UserBet } from '../types';
import { queryKeys } from '../../../lib/query-keys';
import { invalidateMoneyAndPlayers } from '../../../lib/invalidate';

export interface PlaceBetInput {
  id_bet?: number;
  id_playerbet?: number;
  option: BetOption;
  amount: number;
}

/** POST /apuesta/jugador: the stake leaves the caller's budget at once (DESIGN.md §5–6). */
export const placeBet = (input: PlaceBetInput) =>
  api<{ message: string; bet: UserBet }>('/apuesta/jugador', { method: 'POST', body: input });

export function usePlaceBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBet,
    // The stake left the budget: the session user, the ledger and the dashboard change too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bets.users }),
        invalidateMoneyAndPlayers(queryClient),
      ]),
  });
}
