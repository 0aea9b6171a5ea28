import type { PlayerList } from '@liga/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /playername?name=: players whose name contains the text, paged. */
export const searchPlayers = (name: string, page: number): Promise<PlayerList> =>
  api<PlayerList>('/playername', { query: { name, page } });

export const searchPlayersQueryOptions = (name: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.players.list({ name, page }),
    queryFn: () => searchPlayers(name, page),
    placeholderData: keepPreviousData,
  });

export const useSearchPlayers = (name: string, page: number) =>
  useQuery(searchPlayersQueryOptions(name, page));
