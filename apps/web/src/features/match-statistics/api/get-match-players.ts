import type { MatchPlayer } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /players-teams?id_team=a,b (decision 012): every player of both teams, for the statistics form. */
export const getMatchPlayers = (teamIds: readonly number[]): Promise<MatchPlayer[]> =>
  api('GET /players-teams', { query: { id_team: teamIds.join(',') } }).then((r) => r.data);

export const matchPlayersQueryOptions = (teamIds: readonly number[]) =>
  queryOptions({ queryKey: queryKeys.players.ofTeams(teamIds), queryFn: () => getMatchPlayers(teamIds) });

export const useMatchPlayers = (teamIds: readonly number[], enabled = true) =>
  useQuery({ ...matchPlayersQueryOptions(teamIds), enabled });
