import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /rulebook?season= (every logged-in user): the season's sections, numbers resolved. */
export const getRulebook = (season?: number) => api('GET /rulebook', { query: { season } });

export const rulebookQueryOptions = (season?: number) =>
  queryOptions({ queryKey: queryKeys.rulebook.book(season), queryFn: () => getRulebook(season) });

export const useRulebook = (season?: number) => useQuery(rulebookQueryOptions(season));
