import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MatchBet, Paged } from '../types';
import { queryKeys } from '../../../lib/query-keys';

/** GET /bets?page= (spec 02 §7): active match bets. */
export const getMatchBets = (page: number) => api<Paged<MatchBet>>('/bets', { query: { page } });

export const matchBetsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.bets.matchPage(page),
    queryFn: () => getMatchBets(page),
    placeholderData: keepPreviousData,
  });

export const useMatchBets = (page: number) => useQuery(matchBetsQueryOptions(page));
