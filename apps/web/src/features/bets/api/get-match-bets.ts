import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MatchBet, Paged } from '../types';
import { matchBetsKey } from './keys';

/** GET /bets?page= (spec 02 §7): active match bets. */
export const getMatchBets = (page: number) => api<Paged<MatchBet>>('/bets', { query: { page } });

export const matchBetsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...matchBetsKey, 'list', { page }],
    queryFn: () => getMatchBets(page),
    placeholderData: keepPreviousData,
  });

export const useMatchBets = (page: number) => useQuery(matchBetsQueryOptions(page));
