import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { auctionsKey } from './keys';

/** POST /auction/confirm/{auctionId} (Admin): the winner pays and receives the player. */
export const confirmAuction = (auctionId: number) =>
  api<{ message: string }>(`/auction/confirm/${auctionId}`, { method: 'POST' });

export function useConfirmAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAuction,
    // The player changed teams: squads and team lists cached elsewhere are stale too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: auctionsKey }),
        queryClient.invalidateQueries({ queryKey: ['teams'] }),
      ]),
  });
}
