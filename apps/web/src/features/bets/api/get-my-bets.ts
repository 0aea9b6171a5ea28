import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Paged, UserBet } from '../types';
import { userBetsKey } from './keys';

/** GET /bet_user/mine?page=: the caller's own bets, newest first, with their outcome. */
export const getMyBets = (page: number) => api<Paged<UserBet>>('/bet_user/mine', { query: { page } });

export const myBetsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...userBetsKey, 'mine', { page }],
    queryFn: () => getMyBets(page),
    placeholderData: keepPreviousData,
  });

export const useMyBets = (page: number, enabled = true) => useQuery({ ...myBetsQueryOptions(page), enabled });
