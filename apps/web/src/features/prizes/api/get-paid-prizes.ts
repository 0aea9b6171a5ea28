import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keepingPrevious } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /prizes?page= (Admin): prizes paid, newest first, reverted ones included. */
export const getPaidPrizes = (page: number) => api('GET /prizes', { query: { page, per_page: 10 } });

export const paidPrizesQueryOptions = (page: number) =>
  keepingPrevious(queryKeys.prizes.paidPage(page), () => getPaidPrizes(page));

export const usePaidPrizes = (page: number) => useQuery(paidPrizesQueryOptions(page));
