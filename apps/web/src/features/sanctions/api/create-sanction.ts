import { MONEY_AND_PLAYERS, useInvalidatingMutation } from '../../../lib/invalidate';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /sanctions (staff): a fine moves the manager's budget, so money views refresh too. */
export const createSanction = (body: Record<string, unknown>) => api('POST /sanctions', { body });

export const useCreateSanction = () =>
  useInvalidatingMutation(createSanction, [MONEY_AND_PLAYERS, queryKeys.discipline.all]);
