import type { PlaceBetInput, UserBetSaved } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { invalidateMoneyAndPlayers } from '../../../lib/invalidate';

/** POST /apuesta/jugador: the stake leaves the caller's budget at once (DESIGN.md §5–6). */
export const placeBet = (input: PlaceBetInput) =>
  api<UserBetSaved>('/apuesta/jugador', { method: 'POST', body: input });

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
