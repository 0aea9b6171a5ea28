import type { ClauseSaved, RaiseOfferInput } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /offers/{id}/raise: a tied bidder's new cash during the tie-break (decision 022). */
export const raiseOffer = ({ id, ...body }: RaiseOfferInput & { id: number }) =>
  api<ClauseSaved>(`/offers/${id}/raise`, { method: 'POST', body });

export function useRaiseOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: raiseOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.market.all }),
  });
}
