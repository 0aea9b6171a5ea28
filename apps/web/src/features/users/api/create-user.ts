import type { CreateUserInput } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/invalidate';

export const createUser = (input: CreateUserInput) => api('POST /users', { body: input });

export const useCreateUser = () => useInvalidatingMutation(createUser, [queryKeys.users.lists]);
