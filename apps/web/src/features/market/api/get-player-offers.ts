import type { PlayerOffers } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /clausulas/{playerId} (decision 012): the player and their offers in the active season. */
export const getPlayerOffers = (playerId: number): Promise<PlayerOffers> =>
  api('GET /clausulas/:playerId', { params: { playerId } });

export const playerOffersQueryOptions = (playerId: number) =>
  queryOptions({
    queryKey: queryKeys.market.player(playerId),
    queryFn: () => getPlayerOffers(playerId),
  });

export const usePlayerOffers = (playerId: number, enabled = true) =>
  useQuery({ ...playerOffersQueryOptions(playerId), enabled });
