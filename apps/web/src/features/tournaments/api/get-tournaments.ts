import type { Tournament } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getTournaments = (season?: number): Promise<Tournament[]> =>
  api('GET /tournaments', { query: { season } }).then((res) =>
    // Spec 02 §7: the answer is also filtered by season in the client.
    season === undefined ? res.data : res.data.filter((t) => t.season_id === season),
  );

export const tournamentsQueryOptions = (season?: number) =>
  queryOptions({
    queryKey: queryKeys.competition.tournamentsOf(season),
    queryFn: () => getTournaments(season),
  });

export const useTournaments = (season: number | undefined) =>
  useQuery({ ...tournamentsQueryOptions(season), enabled: season !== undefined });
