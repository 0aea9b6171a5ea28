import type { PrizeList } from '@liga/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /prizes?page= (Admin): prizes paid, newest first, reverted ones included. */
export const getPaidPrizes = (page: number) => api<PrizeList>('/prizes', { query: { page, per_page: 10 } });

export const paidPrizesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.prizes.paidPage(page),
    queryFn: () => getPaidPrizes(page),
    placeholderData: keepPreviousData,
  });

export const usePaidPrizes = (page: number) => useQuery(paidPrizesQueryOptions(page));
