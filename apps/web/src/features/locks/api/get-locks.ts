import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /locks: the caller's team's locks this season, with how many are left (docs/rules.md §17.1). */
export const getLocks = () => api('GET /locks');

export const locksQueryOptions = () => ({ queryKey: queryKeys.discipline.locks(null), queryFn: getLocks });

export const useLocks = () => useQuery(locksQueryOptions());
