import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { MONEY_AND_PLAYERS, useInvalidatingMutation } from '../../../lib/invalidate';

/** POST /prizes/{id}/revert {reason} (Admin): the manager gives the prize back. */
export const revertPrize = ({ id, reason }: { id: number; reason: string }) =>
  api('POST /prizes/:id/revert', { params: { id }, body: { reason } });

export function useRevertPrize() {
  // A prize moves a manager's budget: the header, ledgers and dashboard refresh with the prize lists.
  return useInvalidatingMutation(revertPrize, [MONEY_AND_PLAYERS, queryKeys.prizes.all]);
}
