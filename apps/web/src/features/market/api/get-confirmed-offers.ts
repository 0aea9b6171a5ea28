import type { ClauseList, ClauseView } from '@liga/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /ofertas-confirmadas?season= (Admin, spec 02 §2): confirmed offers sorted by creator name. */
export const getConfirmedOffers = (season: number | undefined): Promise<ClauseView[]> =>
  api<ClauseList>('/ofertas-confirmadas', { query: { season } }).then((res) => res.data);

export const confirmedOffersQueryOptions = (season: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.market.confirmed(season),
    queryFn: () => getConfirmedOffers(season),
    placeholderData: keepPreviousData,
  });

export const useConfirmedOffers = (season: number | undefined, enabled = true) =>
  useQuery({ ...confirmedOffersQueryOptions(season), enabled });
