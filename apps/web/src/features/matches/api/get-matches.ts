import type { Format } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface TeamRef {
  id: number;
  name: string;
}

/** A match as every competition screen reads it (spec 02 §3 Match). */
export interface Match {
  id: number;
  tournament_id: number;
  team_home: TeamRef;
  team_away: TeamRef;
  score_home: number | null;
  score_away: number | null;
  match_date: string | null;
  status: string;
  /** 'Pendiente de carga' or 'Estadísticas completadas y cargadas' (spec 02 §2). */
  status_text: string;
  stage: number;
  /** The round's name on the matches screen: 'Fecha 3', 'Cuartos', … */
  stage_label: string;
  group: string | null;
  tournament: { id: number; name: string; format: Format };
}

/** One tournament, or a whole season (the server's default is the active season). */
export type MatchFilter = { tournament_id: number } | { season: number };

export const getMatches = (filter: MatchFilter): Promise<Match[]> =>
  api<{ data: Match[] }>('/matches', { query: { ...filter } }).then((res) => res.data);

export const matchesQueryOptions = (filter: MatchFilter) =>
  queryOptions({ queryKey: queryKeys.competition.matchList(filter), queryFn: () => getMatches(filter) });

export const useMatches = (filter: MatchFilter | undefined) =>
  useQuery({
    ...matchesQueryOptions(filter ?? { season: 0 }),
    enabled: filter !== undefined,
  });

export const isCompleted = (match: Match) => match.status === 'completed';
export const hasScore = (match: Match) => match.score_home !== null && match.score_away !== null;
