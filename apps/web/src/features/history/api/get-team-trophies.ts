import type { TeamTrophies } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /teams/{id}/trophies (decision 030): the team's titles, newest season first. */
export const getTeamTrophies = (teamId: number): Promise<TeamTrophies> =>
  api('GET /teams/:id/trophies', { params: { id: teamId } });

export const teamTrophiesQueryOptions = (teamId: number) =>
  queryOptions({ queryKey: queryKeys.history.trophies(teamId), queryFn: () => getTeamTrophies(teamId) });

export const useTeamTrophies = (teamId: number, enabled = true) =>
  useQuery({ ...teamTrophiesQueryOptions(teamId), enabled });
