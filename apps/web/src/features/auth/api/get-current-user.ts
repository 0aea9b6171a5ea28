import type { User } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getCurrentUser = (): Promise<User> => api('GET /user');

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.currentUser, queryFn: getCurrentUser });

export const useCurrentUserQuery = (enabled: boolean) => useQuery({ ...currentUserQueryOptions(), enabled });
