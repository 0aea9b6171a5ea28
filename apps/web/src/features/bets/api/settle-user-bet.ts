import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { MONEY_AND_PLAYERS, useInvalidatingMutation } from '../../../lib/invalidate';

/** PUT /apuesta/usuario/{id} {outcome} (Admin): won pays odd × amount to the bettor; lost pays nothing. */
export const settleUserBet = ({ id, outcome }: { id: number; outcome: 'won' | 'lost' }) =>
  api('PUT /apuesta/usuario/:id', { params: { id }, body: { outcome } });

export function useSettleUserBet() {
  // A won bet pays the bettor: their budget and ledger change.
  return useInvalidatingMutation(settleUserBet, [queryKeys.bets.users, MONEY_AND_PLAYERS]);
}
