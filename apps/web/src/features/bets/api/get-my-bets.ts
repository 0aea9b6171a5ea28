import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Paged, UserBet } from '../types';
import { queryKeys } from '../../../lib/query-keys';

/** GET /bet_user/mine?page=: the caller's own bets, newest first, with their outcome. */
export const getMyBets = (page: number) => api<Paged<UserBet>>('/bet_user/mine', { query: { page } });

export const myBetsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.bets.minePage(page),
    queryFn: () => getMyBets(page),
    placeholderData: keepPreviousData,
  });

export const useMyBets = (page: number, enabled = true) => useQuery({ ...myBetsQueryOptions(page), enabled });
