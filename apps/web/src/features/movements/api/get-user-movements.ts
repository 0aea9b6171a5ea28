import type { Movement, PageMeta } from '@liga/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface MovementsPage {
  data: Movement[];
  meta: PageMeta;
}

export const getUserMovements = (userId: number, page: number): Promise<MovementsPage> =>
  api<MovementsPage>(`/users/${userId}/movements`, { query: { page } });

/** Prefix of every movements query of one user; mutations that move money invalidate it. */
export const userMovementsKey = (userId: number) => ['users', userId, 'movements'] as const;

export const userMovementsQueryOptions = (userId: number, page: number) =>
  queryOptions({
    queryKey: [...userMovementsKey(userId), { page }],
    queryFn: () => getUserMovements(userId, page),
    placeholderData: keepPreviousData,
  });

export const useUserMovements = (userId: number, page: number) =>
  useQuery(userMovementsQueryOptions(userId, page));
