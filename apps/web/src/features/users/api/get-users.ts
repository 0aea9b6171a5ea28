import type { UserList } from '@liga/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getUsers = (page: number): Promise<UserList> => api<UserList>('/users', { query: { page } });

export const usersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.users.page(page),
    queryFn: () => getUsers(page),
    placeholderData: keepPreviousData,
  });

export const useUsers = (page: number) => useQuery(usersQueryOptions(page));
