import type { MatchBetList } from '@liga/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /bets?page= (spec 02 §7): active match bets. */
export const getMatchBets = (page: number) => api<MatchBetList>('/bets', { query: { page } });

export const matchBetsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.bets.matchPage(page),
    queryFn: () => getMatchBets(page),
    placeholderData: keepPreviousData,
  });

export const useMatchBets = (page: number) => useQuery(matchBetsQueryOptions(page));
