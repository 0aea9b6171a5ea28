import type { CreateMatchInput } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/invalidate';

export const createMatch = (input: CreateMatchInput) => api('POST /matches', { body: input });

export const useCreateMatch = () => useInvalidatingMutation(createMatch, [queryKeys.competition.all]);
