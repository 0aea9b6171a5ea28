import type { Match } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One tournament, or a whole season (the server's default is the active season). */
export type MatchFilter = { tournament_id: number } | { season: number };

export const getMatches = (filter: MatchFilter): Promise<Match[]> =>
  api('GET /matches', { query: { ...filter } }).then((res) => res.data);

export const matchesQueryOptions = (filter: MatchFilter) =>
  queryOptions({ queryKey: queryKeys.competition.matchList(filter), queryFn: () => getMatches(filter) });

export const useMatches = (filter: MatchFilter | undefined) =>
  useQuery({
    ...matchesQueryOptions(filter ?? { season: 0 }),
    enabled: filter !== undefined,
  });
