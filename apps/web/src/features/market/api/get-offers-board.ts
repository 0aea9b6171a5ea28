import type { OfferBoardRow } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { seasonList } from './season-list';

/** GET /offers?season=: players with offers, open rounds first (default: the active season). */
export const getOffersBoard = (season: number | undefined): Promise<OfferBoardRow[]> =>
  api('GET /offers', { query: { season } }).then((res) => res.data);

export const { queryOptions: offersBoardQueryOptions, use: useOffersBoard } = seasonList(
  queryKeys.market.board,
  getOffersBoard,
);
