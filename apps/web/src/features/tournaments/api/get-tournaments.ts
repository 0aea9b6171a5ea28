import type { Format } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /tournaments (spec 02 §3 Tournament), with the teams listed for it and their UCL group. */
export interface Tournament {
  id: number;
  name: string;
  start_date: string | null;
  end_date: string | null;
  season_id: number;
  type: string;
  format: Format;
  season: { id: number; name: string };
  teams: { id: number; name: string; group: string | null }[];
}

export const getTournaments = (season?: number): Promise<Tournament[]> =>
  api<{ data: Tournament[] }>('/tournaments', { query: { season } }).then((res) =>
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
