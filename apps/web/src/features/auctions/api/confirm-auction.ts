import type { MessageAnswer } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateMoneyAndPlayers } from '../../../lib/invalidate';

/** POST /auctions/{id}/confirm (Admin): the winner pays and receives the player. */
export const confirmAuction = (auctionId: number) =>
  api<MessageAnswer>(`/auctions/${auctionId}/confirm`, { method: 'POST' });

export function useConfirmAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAuction,
    // The winner paid and the player changed teams: budgets, squads and player lists are stale.
    onSuccess: () => invalidateMoneyAndPlayers(queryClient),
  });
}
