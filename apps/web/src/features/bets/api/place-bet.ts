import type { PlaceBetInput } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { MONEY_AND_PLAYERS, useInvalidatingMutation } from '../../../lib/invalidate';

/** POST /apuesta/jugador: the stake leaves the caller's budget at once (docs/rules.md §12, §7). */
export const placeBet = (input: PlaceBetInput) => api('POST /apuesta/jugador', { body: input });

export function usePlaceBet() {
  // The stake left the budget: the session user, the ledger and the dashboard change too.
  return useInvalidatingMutation(placeBet, [queryKeys.bets.users, MONEY_AND_PLAYERS]);
}
