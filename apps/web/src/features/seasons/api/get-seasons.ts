import type { Season } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getSeasons = (): Promise<Season[]> => api('GET /season').then((res) => res.data);

export const seasonsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.seasons.list, queryFn: getSeasons, staleTime: 5 * 60_000 });

export const useSeasons = () => useQuery(seasonsQueryOptions());

/** The active season (docs/rules.md §2.1), or the newest one when none is marked active. */
export const activeSeason = (seasons: readonly Season[] | undefined): Season | undefined =>
  seasons?.find((s) => s.active) ?? seasons?.at(-1);
