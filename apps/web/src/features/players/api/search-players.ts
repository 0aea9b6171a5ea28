import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { playersListQueryKey, type PlayersPage } from './keys';

/** GET /playername?name=: players whose name contains the text, paged. */
export const searchPlayers = (name: string, page: number): Promise<PlayersPage> =>
  api<PlayersPage>('/playername', { query: { name, page } });

export const searchPlayersQueryOptions = (name: string, page: number) =>
  queryOptions({
    queryKey: playersListQueryKey({ name, page }),
    queryFn: () => searchPlayers(name, page),
    placeholderData: keepPreviousData,
  });

export const useSearchPlayers = (name: string, page: number) =>
  useQuery(searchPlayersQueryOptions(name, page));
