import type { ClauseList, ClauseView } from '@liga/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /misofertas?season= (spec 02 §2): the caller's own offers, newest first. */
export const getMyOffers = (season: number | undefined): Promise<ClauseView[]> =>
  api<ClauseList>('/misofertas', { query: { season } }).then((res) => res.data);

export const myOffersQueryOptions = (season: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.market.mine(season),
    queryFn: () => getMyOffers(season),
    placeholderData: keepPreviousData,
  });

export const useMyOffers = (season: number | undefined, enabled = true) =>
  useQuery({ ...myOffersQueryOptions(season), enabled });
