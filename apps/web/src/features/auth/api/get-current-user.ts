import type { User } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getCurrentUser = (): Promise<User> => api<User>('/user');

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'me'], queryFn: getCurrentUser });

export const useCurrentUserQuery = (enabled: boolean) => useQuery({ ...currentUserQueryOptions(), enabled });
