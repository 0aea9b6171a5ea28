import type { MovementList } from '@liga/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keepingPrevious } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export const getUserMovements = (userId: number, page: number): Promise<MovementList> =>
  api('GET /users/:id/movements', { params: { id: userId }, query: { page } });

export const userMovementsQueryOptions = (userId: number, page: number) =>
  keepingPrevious(queryKeys.users.movementsPage(userId, page), () => getUserMovements(userId, page));

export const useUserMovements = (userId: number, page: number) =>
  useQuery(userMovementsQueryOptions(userId, page));
