import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /sanctions: staff every team's of the season; a manager their own team's (decision 025). */
export const getSanctions = (season?: number) => api('GET /sanctions', { query: { season_id: season } });

export const sanctionsQueryOptions = (season?: number) => ({
  queryKey: queryKeys.discipline.sanctions(season),
  queryFn: () => getSanctions(season),
});

export const useSanctions = (season?: number) => useQuery(sanctionsQueryOptions(season));
