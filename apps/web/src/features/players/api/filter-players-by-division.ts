import type { PlayerList } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { keepingPrevious } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /players/filter-by-division: players of teams outside Primera and Segunda, optionally by name. */
export const filterPlayersByDivision = (name: string, page: number): Promise<PlayerList> =>
  api('GET /players/filter-by-division', { query: { name: name || undefined, page } });

export const filterPlayersByDivisionQueryOptions = (name: string, page: number) =>
  keepingPrevious(queryKeys.players.list({ outside: true, name, page }), () =>
    filterPlayersByDivision(name, page),
  );
