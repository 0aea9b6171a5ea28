import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keepingPrevious } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /bets?page= (decision 012): active match bets. */
export const getMatchBets = (page: number) => api('GET /bets', { query: { page } });

export const matchBetsQueryOptions = (page: number) =>
  keepingPrevious(queryKeys.bets.matchPage(page), () => getMatchBets(page));

export const useMatchBets = (page: number) => useQuery(matchBetsQueryOptions(page));
