import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/invalidate';

/** POST /auctions/{id}/bids: a new bid, at least the latest + MIN_RAISE. */
export const placeBid = ({ auctionId, amount }: { auctionId: number; amount: number }) =>
  api('POST /auctions/:id/bids', { params: { id: auctionId }, body: { amount } });

export const usePlaceBid = () => useInvalidatingMutation(placeBid, [queryKeys.auctions.all]);
