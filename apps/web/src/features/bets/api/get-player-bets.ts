import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Paged, PlayerBet } from '../types';
import { playerBetsKey } from './keys';

/** GET /singlebet?page= (spec 02 §7): active player bets. */
export const getPlayerBets = (page: number) => api<Paged<PlayerBet>>('/singlebet', { query: { page } });

export const playerBetsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...playerBetsKey, 'list', { page }],
    queryFn: () => getPlayerBets(page),
    placeholderData: keepPreviousData,
  });

export const usePlayerBets = (page: number) => useQuery(playerBetsQueryOptions(page));
