import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/invalidate';

/** POST /auctions: opens the player's auction with the caller's first bid. */
export const createAuction = (input: { id_player: number; amount: number }) =>
  api('POST /auctions', { body: input });

export const useCreateAuction = () => useInvalidatingMutation(createAuction, [queryKeys.auctions.all]);
