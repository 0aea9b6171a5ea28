import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { TeamRef } from '../../matches';

/** One team's line (spec 02 §3 Standing), already in table order; `group` for UCL group tables. */
export interface Standing {
  id: number;
  position: number;
  tournament: { id: number };
  team: TeamRef;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goals_for: number;
  goals_against: number;
  goal_difference: number;
  points: number;
  group: string | null;
}

/** GET /standings?tournament_id= (spec 02 §7): computed by the server from completed matches. */
export const getStandings = (tournamentId: number): Promise<Standing[]> =>
  api<{ data: Standing[] }>('/standings', { query: { tournament_id: tournamentId } }).then((r) => r.data);

export const standingsQueryOptions = (tournamentId: number) =>
  queryOptions({
    queryKey: queryKeys.competition.standings(tournamentId),
    queryFn: () => getStandings(tournamentId),
  });

export const useStandings = (tournamentId: number | undefined) =>
  useQuery({ ...standingsQueryOptions(tournamentId ?? 0), enabled: tournamentId !== undefined });
