import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidate';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /plantel/{id}/transferible: the owner offers a player of their squad, or withdraws it (decision 034). */
export const setTransferable = ({ id, transferable }: { id: number; transferable: boolean }) =>
  api('PUT /plantel/:id/transferible', { params: { id }, body: { transferable } });

export const useSetTransferable = () => useInvalidatingMutation(setTransferable, [queryKeys.squad]);
