import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { playersListQueryKey, type PlayersPage } from './keys';

/** GET /players?page=n (spec 01 §7); DESIGN.md §6: list pages send the page number. */
export const getPlayers = (page: number): Promise<PlayersPage> =>
  api<PlayersPage>('/players', { query: { page } });

export const playersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: playersListQueryKey({ page }),
    queryFn: () => getPlayers(page),
    placeholderData: keepPreviousData,
  });

export const usePlayers = (page: number) => useQuery(playersQueryOptions(page));
