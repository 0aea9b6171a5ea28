import type { PageMeta, User } from '@liga/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface UsersPage {
  data: User[];
  meta: PageMeta;
}

export const getUsers = (page: number): Promise<UsersPage> => api<UsersPage>('/users', { query: { page } });

/** Prefix of every users-list page; mutations invalidate it. */
export const usersListKey = ['users', 'list'] as const;

export const usersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...usersListKey, { page }],
    queryFn: () => getUsers(page),
    placeholderData: keepPreviousData,
  });

export const useUsers = (page: number) => useQuery(usersQueryOptions(page));
