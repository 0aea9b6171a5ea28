import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/invalidate';

/** PUT /bets/{id} {active: false} (Admin): the match bet stops taking stakes. */
export const deactivateBet = (id: number) =>
  api('PUT /bets/:id', { params: { id }, body: { active: false } });

export const useDeactivateBet = () => useInvalidatingMutation(deactivateBet, [queryKeys.bets.match]);
