import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Paged, UserBet } from '../types';
import { queryKeys } from '../../../lib/query-keys';

/** GET /bet_user?page= (Admin): unconfirmed user bets, oldest first. */
export const getPendingUserBets = (page: number) => api<Paged<UserBet>>('/bet_user', { query: { page } });

export const pendingUserBetsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.bets.pendingPage(page),
    queryFn: () => getPendingUserBets(page),
    placeholderData: keepPreviousData,
  });

export const usePendingUserBets = (page: number, enabled = true) =>
  useQuery({ ...pendingUserBetsQueryOptions(page), enabled });
