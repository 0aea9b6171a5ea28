import type { PlayerList } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { keepingPrevious } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /playername?name=: players whose name contains the text, paged. */
export const searchPlayers = (name: string, page: number): Promise<PlayerList> =>
  api('GET /playername', { query: { name, page } });

export const searchPlayersQueryOptions = (name: string, page: number) =>
  keepingPrevious(queryKeys.players.list({ name, page }), () => searchPlayers(name, page));
