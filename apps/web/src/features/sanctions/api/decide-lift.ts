import { MONEY_AND_PLAYERS, useInvalidatingMutation } from '../../../lib/invalidate';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Staff approve (the manager pays) or refuse, with a reason, a request to lift a suspension. */
export const decideLift = ({ id, approve, reason }: { id: number; approve: boolean; reason?: string }) =>
  approve
    ? api('POST /suspensions/lifts/:id/approve', { params: { id } })
    : api('POST /suspensions/lifts/:id/refuse', { params: { id }, body: { reason } });

export const useDecideLift = () =>
  useInvalidatingMutation(decideLift, [MONEY_AND_PLAYERS, queryKeys.discipline.all]);
