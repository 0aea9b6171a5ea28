import type { WaitingList } from '@liga/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /users/waiting-list: a page of the queue and the free Primera/Segunda teams (decision 026). */
export const getWaitingList = (page: number): Promise<WaitingList> =>
  api<WaitingList>('/users/waiting-list', { query: { page } });

export const waitingListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.users.waitingList(page),
    queryFn: () => getWaitingList(page),
    placeholderData: keepPreviousData,
  });

export const useWaitingList = (page: number, enabled = true) =>
  useQuery({ ...waitingListQueryOptions(page), enabled });
