import type { RaiseOfferInput } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/invalidate';

/** POST /offers/{id}/raise: a tied bidder's new cash during the tie-break (decision 022). */
export const raiseOffer = ({ id, ...body }: RaiseOfferInput & { id: number }) =>
  api('POST /offers/:id/raise', { params: { id }, body });

export const useRaiseOffer = () => useInvalidatingMutation(raiseOffer, [queryKeys.market.all]);
