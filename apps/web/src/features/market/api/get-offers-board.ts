import type { OfferBoardRow } from '@liga/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keepingPrevious } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /offers?season=: players with offers, open rounds first (default: the active season). */
export const getOffersBoard = (season: number | undefined): Promise<OfferBoardRow[]> =>
  api('GET /offers', { query: { season } }).then((res) => res.data);

export const offersBoardQueryOptions = (season: number | undefined) =>
  keepingPrevious(queryKeys.market.board(season), () => getOffersBoard(season));

export const useOffersBoard = (season: number | undefined, enabled = true) =>
  useQuery({ ...offersBoardQueryOptions(season), enabled });
