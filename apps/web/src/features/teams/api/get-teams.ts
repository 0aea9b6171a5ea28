import type { Team, TeamList } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keepingPrevious } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /teams?page=n (decision 012): Primera first, then Segunda, then the rest. */
export const getTeams = (page: number): Promise<TeamList> => api('GET /teams', { query: { page } });

export const teamsQueryOptions = (page: number) =>
  keepingPrevious(queryKeys.teams.page(page), () => getTeams(page));

export const useTeams = (page: number) => useQuery(teamsQueryOptions(page));

/** GET /teams?all=true: every team, for selects. */
export const getAllTeams = (): Promise<Team[]> =>
  api('GET /teams', { query: { all: true } }).then((res) => res.data);

export const allTeamsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.teams.options, queryFn: getAllTeams });

export const useAllTeams = (enabled = true) => useQuery({ ...allTeamsQueryOptions(), enabled });
