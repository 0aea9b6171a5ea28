import type { ClauseView } from '@liga/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keepingPrevious } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /misofertas?season=: the caller's own offers, newest first. */
export const getMyOffers = (season: number | undefined): Promise<ClauseView[]> =>
  api('GET /misofertas', { query: { season } }).then((res) => res.data);

export const myOffersQueryOptions = (season: number | undefined) =>
  keepingPrevious(queryKeys.market.mine(season), () => getMyOffers(season));

export const useMyOffers = (season: number | undefined, enabled = true) =>
  useQuery({ ...myOffersQueryOptions(season), enabled });
