import type { Team, TeamList } from '@liga/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /teams?page=n (spec 01 §7): Primera first, then Segunda, then the rest. */
export const getTeams = (page: number): Promise<TeamList> => api<TeamList>('/teams', { query: { page } });

export const teamsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.teams.page(page),
    queryFn: () => getTeams(page),
    placeholderData: keepPreviousData,
  });

export const useTeams = (page: number) => useQuery(teamsQueryOptions(page));

/** GET /teams?all=true: every team, for selects. */
export const getAllTeams = (): Promise<Team[]> =>
  api<TeamList>('/teams', { query: { all: true } }).then((res) => res.data);

export const allTeamsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.teams.options, queryFn: getAllTeams });

export const useAllTeams = (enabled = true) => useQuery({ ...allTeamsQueryOptions(), enabled });
