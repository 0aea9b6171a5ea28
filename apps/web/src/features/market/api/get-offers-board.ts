import type { OfferBoard, OfferBoardRow } from '@liga/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /offers?season=: players with offers, open rounds first (default: the active season). */
export const getOffersBoard = (season: number | undefined): Promise<OfferBoardRow[]> =>
  api<OfferBoard>('/offers', { query: { season } }).then((res) => res.data);

export const offersBoardQueryOptions = (season: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.market.board(season),
    queryFn: () => getOffersBoard(season),
    placeholderData: keepPreviousData,
  });

export const useOffersBoard = (season: number | undefined, enabled = true) =>
  useQuery({ ...offersBoardQueryOptions(season), enabled });
