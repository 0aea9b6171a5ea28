import type { ClauseView } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { seasonList } from './season-list';

/** GET /ofertas-confirmadas?season= (Admin): confirmed offers sorted by creator name. */
export const getConfirmedOffers = (season: number | undefined): Promise<ClauseView[]> =>
  api('GET /ofertas-confirmadas', { query: { season } }).then((res) => res.data);

export const { queryOptions: confirmedOffersQueryOptions, use: useConfirmedOffers } = seasonList(
  queryKeys.market.confirmed,
  getConfirmedOffers,
);
