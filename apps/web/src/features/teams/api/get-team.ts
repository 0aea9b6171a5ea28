import type { TeamDetail } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamsKey } from './keys';

/** GET /teams/{id}: the team with its players, strongest first. */
export const getTeam = (id: number): Promise<TeamDetail> => api<TeamDetail>(`/teams/${id}`);

export const teamQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...teamsKey, 'detail', id], queryFn: () => getTeam(id) });

export const useTeam = (id: number, enabled = true) => useQuery({ ...teamQueryOptions(id), enabled });
