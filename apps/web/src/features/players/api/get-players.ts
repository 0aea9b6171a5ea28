import type { PlayerList } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { keepingPrevious } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { filterQuery, type PlayerListFilter } from '../list-params';

/** GET /players?page=n (decision 012): list pages send the page number. */
export const getPlayers = (page: number): Promise<PlayerList> => api('GET /players', { query: { page } });

export const playersQueryOptions = (page: number) =>
  keepingPrevious(queryKeys.players.list({ page }), () => getPlayers(page));

/** GET /players with our app's sort and filters (decision 018): one page, sorted and filtered on the server. */
export const getSortedPlayers = (f: PlayerListFilter): Promise<PlayerList> =>
  api('GET /players', { query: { page: f.page, ...filterQuery(f) } });

export const sortedPlayersQueryOptions = (f: PlayerListFilter) =>
  keepingPrevious(
    queryKeys.players.list({ ...f, name: f.name || undefined, outside: f.outside || undefined }),
    () => getSortedPlayers(f),
  );
