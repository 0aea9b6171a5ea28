import type { TeamDetail } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /teams/{id}: the team with its players, strongest first. */
export const getTeam = (id: number): Promise<TeamDetail> => api('GET /teams/:id', { params: { id } });

export const teamQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.teams.detail(id), queryFn: () => getTeam(id) });

export const useTeam = (id: number, enabled = true) => useQuery({ ...teamQueryOptions(id), enabled });

/** The chosen team's players in a market form; nothing is fetched until a team is chosen. */
export const useTeamPlayers = (id: number | undefined) => useTeam(id ?? 0, id !== undefined && id > 0);
