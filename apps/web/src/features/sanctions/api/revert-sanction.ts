import { MONEY_AND_PLAYERS, useInvalidatingMutation } from '../../../lib/invalidate';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /sanctions/{id} {reason} (staff): the sanction stops counting and its fine comes back. */
export const revertSanction = ({ id, reason }: { id: number; reason: string }) =>
  api('DELETE /sanctions/:id', { params: { id }, body: { reason } });

export const useRevertSanction = () =>
  useInvalidatingMutation(revertSanction, [MONEY_AND_PLAYERS, queryKeys.discipline.all]);
