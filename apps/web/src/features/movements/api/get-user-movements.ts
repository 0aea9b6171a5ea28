import type { MovementList } from '@liga/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getUserMovements = (userId: number, page: number): Promise<MovementList> =>
  api<MovementList>(`/users/${userId}/movements`, { query: { page } });

export const userMovementsQueryOptions = (userId: number, page: number) =>
  queryOptions({
    queryKey: queryKeys.users.movementsPage(userId, page),
    queryFn: () => getUserMovements(userId, page),
    placeholderData: keepPreviousData,
  });

export const useUserMovements = (userId: number, page: number) =>
  useQuery(userMovementsQueryOptions(userId, page));
