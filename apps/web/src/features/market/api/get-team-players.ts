import type { TeamDetail } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamsKey } from '../../teams';

/** GET /teams/{id}: the team, its owner and its players (the clause target and transfer lists). */
export const getTeamPlayers = (id: number): Promise<TeamDetail> => api<TeamDetail>(`/teams/${id}`);

/** Under the teams prefix, so player and team changes refresh it; own suffix, own cache entry. */
export const teamPlayersQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...teamsKey, 'market-players', id], queryFn: () => getTeamPlayers(id) });

export const useTeamPlayers = (id: number | undefined) =>
  useQuery({ ...teamPlayersQueryOptions(id ?? 0), enabled: id !== undefined && id > 0 });
