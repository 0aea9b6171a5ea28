import { marketKey } from '../../market';

/** Under the market prefix: a clause or an offer confirmation moves players these lists mention. */
export const transfersKey = [...marketKey, 'transfers'] as const;
