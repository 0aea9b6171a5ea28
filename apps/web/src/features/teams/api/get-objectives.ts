import type { Objectives } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /teams/objectives: each division's teams ranked by registered top-16 average CA (docs/rules.md §3.4). */
export const getObjectives = (): Promise<Objectives> => api('GET /teams/objectives');

export const objectivesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.teams.objectives, queryFn: getObjectives });

export const useObjectives = () => useQuery(objectivesQueryOptions());
