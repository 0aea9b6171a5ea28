import type { PlayerAuction } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /auctions/player/{id}/current?season=: the player's latest auction and its bid history; 404 when none. */
export const getPlayerAuction = (playerId: number, season: number | undefined): Promise<PlayerAuction> =>
  api('GET /auctions/player/:id/current', { params: { id: playerId }, query: { season } });

export const playerAuctionQueryOptions = (playerId: number, season: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.auctions.player(playerId, season),
    queryFn: () => getPlayerAuction(playerId, season),
  });

export const usePlayerAuction = (playerId: number, season: number | undefined, enabled = true) =>
  useQuery({ ...playerAuctionQueryOptions(playerId, season), enabled });
