import type { WaitingPlace } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /dashboard/waiting: a waiting-list account's place in the queue (decision 026). */
export const getWaitingPlace = (): Promise<WaitingPlace> => api('GET /dashboard/waiting');

export const waitingPlaceQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.dashboard.waitingPlace, queryFn: getWaitingPlace });

export const useWaitingPlace = () => useQuery(waitingPlaceQueryOptions());
