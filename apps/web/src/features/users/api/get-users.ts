import type { UserList } from '@liga/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keepingPrevious } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export const getUsers = (page: number): Promise<UserList> => api('GET /users', { query: { page } });

export const usersQueryOptions = (page: number) =>
  keepingPrevious(queryKeys.users.page(page), () => getUsers(page));

export const useUsers = (page: number) => useQuery(usersQueryOptions(page));
