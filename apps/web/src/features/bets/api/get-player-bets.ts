import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keepingPrevious } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /singlebet?page= (decision 012): active player bets. */
export const getPlayerBets = (page: number) => api('GET /singlebet', { query: { page } });

export const playerBetsQueryOptions = (page: number) =>
  keepingPrevious(queryKeys.bets.playerPage(page), () => getPlayerBets(page));

export const usePlayerBets = (page: number) => useQuery(playerBetsQueryOptions(page));
