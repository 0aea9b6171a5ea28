import type { ClauseView } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { seasonList } from './season-list';

/** GET /misofertas?season=: the caller's own offers, newest first. */
export const getMyOffers = (season: number | undefined): Promise<ClauseView[]> =>
  api('GET /misofertas', { query: { season } }).then((res) => res.data);

export const { queryOptions: myOffersQueryOptions, use: useMyOffers } = seasonList(
  queryKeys.market.mine,
  getMyOffers,
);
