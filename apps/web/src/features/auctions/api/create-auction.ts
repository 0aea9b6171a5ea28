import type { BidPlaced } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /auctions: opens the player's auction with the caller's first bid. */
export const createAuction = (input: { id_player: number; amount: number }) =>
  api<BidPlaced>('/auctions', { method: 'POST', body: input });

export function useCreateAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAuction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.auctions.all }),
  });
}
