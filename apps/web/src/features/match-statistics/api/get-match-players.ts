import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TeamRef } from '../../matches';
import { queryKeys } from '../../../lib/query-keys';

export interface MatchPlayer {
  id: number;
  name: string;
  id_team: TeamRef;
}

/** GET /players-teams?id_team=a,b (spec 02 §7): every player of both teams, for the statistics form. */
export const getMatchPlayers = (teamIds: readonly number[]): Promise<MatchPlayer[]> =>
  api<{ data: MatchPlayer[] }>('/players-teams', { query: { id_team: teamIds.join(',') } }).then(
    (r) => r.data,
  );

export const matchPlayersQueryOptions = (teamIds: readonly number[]) =>
  queryOptions({ queryKey: queryKeys.players.ofTeams(teamIds), queryFn: () => getMatchPlayers(teamIds) });

export const useMatchPlayers = (teamIds: readonly number[], enabled = true) =>
  useQuery({ ...matchPlayersQueryOptions(teamIds), enabled });
