import type { PlayerBetList } from '@liga/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /singlebet?page= (spec 02 §7): active player bets. */
export const getPlayerBets = (page: number) => api<PlayerBetList>('/singlebet', { query: { page } });

export const playerBetsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.bets.playerPage(page),
    queryFn: () => getPlayerBets(page),
    placeholderData: keepPreviousData,
  });

export const usePlayerBets = (page: number) => useQuery(playerBetsQueryOptions(page));
