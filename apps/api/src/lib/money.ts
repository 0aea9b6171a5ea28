import { InsufficientFundsError, moveMoney, type MoveMoneyInput, type Tx } from '@liga/db';
import { ruleBroken } from './http-errors';

/**
 * A market debit (docs/rules.md §12): moveMoney inside the caller's transaction, and a 422 naming
 * `field` with the flow's own Spanish message when the balance would go below zero.
 */
export async function debit(
  tx: Tx,
  input: MoveMoneyInput,
  field: string,
  insufficient: string,
): Promise<number> {
  try {
    return await moveMoney(tx, input);
  } catch (e) {
    if (e instanceof InsufficientFundsError) throw ruleBroken(field, insufficient);
    throw e;
  }
}
