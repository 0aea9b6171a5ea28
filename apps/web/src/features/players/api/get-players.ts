import type { PlayerList } from '@liga/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { filterQuery, type PlayerListFilter } from '../list-params';

/** GET /players?page=n (spec 01 §7); DESIGN.md §6: list pages send the page number. */
export const getPlayers = (page: number): Promise<PlayerList> =>
  api<PlayerList>('/players', { query: { page } });

export const playersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.players.list({ page }),
    queryFn: () => getPlayers(page),
    placeholderData: keepPreviousData,
  });

export const usePlayers = (page: number) => useQuery(playersQueryOptions(page));

/** GET /players with our app's sort and filters (issue 12): one page, sorted and filtered on the server. */
export const getSortedPlayers = (f: PlayerListFilter): Promise<PlayerList> =>
  api<PlayerList>('/players', { query: { page: f.page, ...filterQuery(f) } });

export const sortedPlayersQueryOptions = (f: PlayerListFilter) =>
  queryOptions({
    queryKey: queryKeys.players.list({ ...f, name: f.name || undefined, outside: f.outside || undefined }),
    queryFn: () => getSortedPlayers(f),
    placeholderData: keepPreviousData,
  });
