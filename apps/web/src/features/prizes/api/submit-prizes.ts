import type { PrizeInput } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { MONEY_AND_PLAYERS, useInvalidatingMutation } from '../../../lib/invalidate';

/** POST /prizes {prizes: [...]} (decision 012), Admin: pays each new prize to the team's manager. */
export const submitPrizes = (prizes: PrizeInput[]) => api('POST /prizes', { body: { prizes } });

export function useSubmitPrizes() {
  // A prize moves a manager's budget: the header, ledgers and dashboard refresh with the prize lists.
  return useInvalidatingMutation(submitPrizes, [MONEY_AND_PLAYERS, queryKeys.prizes.all]);
}
