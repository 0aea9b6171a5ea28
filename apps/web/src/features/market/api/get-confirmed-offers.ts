import type { ClauseView } from '@liga/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keepingPrevious } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /ofertas-confirmadas?season= (Admin): confirmed offers sorted by creator name. */
export const getConfirmedOffers = (season: number | undefined): Promise<ClauseView[]> =>
  api('GET /ofertas-confirmadas', { query: { season } }).then((res) => res.data);

export const confirmedOffersQueryOptions = (season: number | undefined) =>
  keepingPrevious(queryKeys.market.confirmed(season), () => getConfirmedOffers(season));

export const useConfirmedOffers = (season: number | undefined, enabled = true) =>
  useQuery({ ...confirmedOffersQueryOptions(season), enabled });
