import type { BetOption } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../auth/api/get-current-user';
import type { UserBet } from '../types';
import { userBetsKey } from './keys';

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
    // The budget changed: reload the session user too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userBetsKey }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
      ]),
  });
}
