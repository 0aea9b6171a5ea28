import type { PayProdePrizeInput } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { MONEY_AND_PLAYERS, useInvalidatingMutation } from '../../../lib/invalidate';

/** POST /prode/prizes (Admin): the round's prize to its winners, once (docs/rules.md §16.5). */
export const payProdePrize = (input: PayProdePrizeInput) => api('POST /prode/prizes', { body: input });

export const usePayProdePrize = () =>
  useInvalidatingMutation(payProdePrize, [queryKeys.prode.all, MONEY_AND_PLAYERS]);
