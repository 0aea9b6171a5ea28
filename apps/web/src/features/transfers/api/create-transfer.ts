import type { TransferInput } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { MONEY_AND_PLAYERS, useInvalidatingMutation } from '../../../lib/invalidate';

/** POST /transfer {data: …} (decision 012) → 201 {message, transfer}; pending until the other party confirms. */
export const createTransfer = (data: TransferInput) => api('POST /transfer', { body: { data } });

export const useCreateTransfer = () => useInvalidatingMutation(createTransfer, [MONEY_AND_PLAYERS]);
