import type { BidPlaced } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /auctions/{id}/bids: a new bid, at least the latest + MIN_RAISE. */
export const placeBid = ({ auctionId, amount }: { auctionId: number; amount: number }) =>
  api<BidPlaced>(`/auctions/${auctionId}/bids`, { method: 'POST', body: { amount } });

export function usePlaceBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBid,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.auctions.all }),
  });
}
