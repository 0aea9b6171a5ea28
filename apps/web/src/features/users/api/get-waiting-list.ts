import type { WaitingList } from '@liga/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keepingPrevious } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /users/waiting-list: a page of the queue and the free Primera/Segunda teams (decision 026). */
export const getWaitingList = (page: number): Promise<WaitingList> =>
  api('GET /users/waiting-list', { query: { page } });

export const waitingListQueryOptions = (page: number) =>
  keepingPrevious(queryKeys.users.waitingList(page), () => getWaitingList(page));

export const useWaitingList = (page: number, enabled = true) =>
  useQuery({ ...waitingListQueryOptions(page), enabled });
