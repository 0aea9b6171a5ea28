import type { Tournament } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getTournaments = (season?: number): Promise<Tournament[]> =>
  api('GET /tournaments', { query: { season } }).then((res) =>
    // The league's client also filters the answer by season (decision 012).
    season === undefined ? res.data : res.data.filter((t) => t.season_id === season),
  );

export const tournamentsQueryOptions = (season?: number) =>
  queryOptions({
    queryKey: queryKeys.competition.tournamentsOf(season),
    queryFn: () => getTournaments(season),
  });

export const useTournaments = (season: number | undefined) =>
  useQuery({ ...tournamentsQueryOptions(season), enabled: season !== undefined });
