import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /suspensions/lifts: staff every request, a manager their own team's. */
export const getLifts = () => api('GET /suspensions/lifts');

export const liftsQueryOptions = () => ({ queryKey: queryKeys.discipline.lifts, queryFn: getLifts });

export const useLifts = () => useQuery(liftsQueryOptions());
