import { api } from '../../../lib/api-client';
import { MONEY_AND_PLAYERS, useInvalidatingMutation } from '../../../lib/invalidate';

/** POST /auctions/{id}/confirm (Admin): the winner pays and receives the player. */
export const confirmAuction = (auctionId: number) =>
  api('POST /auctions/:id/confirm', { params: { id: auctionId } });

export function useConfirmAuction() {
  // The winner paid and the player changed teams: budgets, squads and player lists are stale.
  return useInvalidatingMutation(confirmAuction, [MONEY_AND_PLAYERS]);
}
