import type { ReleaseClauseInput } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { MONEY_AND_PLAYERS, useInvalidatingMutation } from '../../../lib/invalidate';

/** POST /clausula_rescision (decision 012) → 201 {message, clause}. */
export const createClause = (input: ReleaseClauseInput) => api('POST /clausula_rescision', { body: input });

export const useCreateClause = () => useInvalidatingMutation(createClause, [MONEY_AND_PLAYERS]);
