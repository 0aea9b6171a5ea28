import type { PlayerList } from '@liga/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /players/filter-by-division: players of teams outside Primera and Segunda, optionally by name. */
export const filterPlayersByDivision = (name: string, page: number): Promise<PlayerList> =>
  api<PlayerList>('/players/filter-by-division', { query: { name: name || undefined, page } });

export const filterPlayersByDivisionQueryOptions = (name: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.players.list({ outside: true, name, page }),
    queryFn: () => filterPlayersByDivision(name, page),
    placeholderData: keepPreviousData,
  });

export const useFilterPlayersByDivision = (name: string, page: number) =>
  useQuery(filterPlayersByDivisionQueryOptions(name, page));
