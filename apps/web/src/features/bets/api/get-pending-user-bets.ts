import type { UserBetList } from '@liga/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /bet_user?page= (Admin): unconfirmed user bets, oldest first. */
export const getPendingUserBets = (page: number) => api<UserBetList>('/bet_user', { query: { page } });

export const pendingUserBetsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.bets.pendingPage(page),
    queryFn: () => getPendingUserBets(page),
    placeholderData: keepPreviousData,
  });

export const usePendingUserBets = (page: number, enabled = true) =>
  useQuery({ ...pendingUserBetsQueryOptions(page), enabled });
