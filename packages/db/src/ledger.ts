import { MAX_BALANCE } from '@liga/domain';
import { eq, sql } from 'drizzle-orm';
import { budgetMovements, users } from './schema/index';
import type { Tx } from './client';

export type MovementReason =
  | 'admin_adjustment'
  | 'clause_payment'
  | 'clause_income'
  | 'transfer_payment'
  | 'transfer_income'
  | 'auction_payment'
  | 'bet_stake'
  | 'bet_payout'
  | 'bet_payout_reversal'
  | 'prize'
  | 'prize_reversal'
  | 'sanction_fine'
  | 'sanction_reversal'
  | 'suspension_lift'
  | 'season_objective'
  | 'season_objective_reversal';

export interface MoveMoneyInput {
  userId: number;
  /** Positive credits the budget, negative debits it. */
  amount: number;
  reason: MovementReason;
  refType?: string;
  refId?: number;
  createdBy?: number | null;
  note?: string;
  /** Market actions may not take a balance below zero; only Admin adjustments can (docs/rules.md §12). */
  allowNegative?: boolean;
}

export class InsufficientFundsError extends Error {
  constructor(
    readonly userId: number,
    readonly balance: number,
    readonly amount: number,
  ) {
    super('Presupuesto insuficiente.');
  }
}

/** A move that would take a budget beyond ±MAX_BALANCE (decision 013); the API answers a 422. */
export class BalanceBoundError extends Error {
  readonly field = 'amount';
  constructor(
    readonly userId: number,
    readonly balance: number,
    readonly amount: number,
  ) {
    super(ledgerMessages.balanceBound);
  }
}

/** What a caller may show when the ledger refuses a move. */
export const ledgerMessages = {
  balanceBound: 'El movimiento dejaría un presupuesto fuera del límite de la liga (±1.000.000.000.000.000).',
} as const;

/**
 * Changes a user's budget and writes the ledger row, inside the caller's transaction.
 * The update is a single statement with the balance check in its WHERE clause, so two
 * concurrent debits can never both pass a stale check.
 */
export async function moveMoney(tx: Tx, input: MoveMoneyInput): Promise<number> {
  if (!Number.isSafeInteger(input.amount)) throw new Error('amount must be a safe integer');
  const after = sql`${users.profits} + ${input.amount}`;
  const funds = input.allowNegative || input.amount >= 0 ? sql`true` : sql`${after} >= 0`;
  // Checked in the same guarded update, so concurrent credits cannot pass the bound together either.
  const bound = sql`${after} between ${-MAX_BALANCE} and ${MAX_BALANCE}`;
  const [row] = await tx
    .update(users)
    .set({ profits: after, updatedAt: new Date() })
    .where(sql`${eq(users.id, input.userId)} and ${funds} and ${bound}`)
    .returning({ profits: users.profits });
  if (!row) {
    const [current] = await tx
      .select({ profits: users.profits })
      .from(users)
      .where(eq(users.id, input.userId));
    if (!current) throw new Error(`user ${input.userId} not found`);
    if (Math.abs(current.profits + input.amount) > MAX_BALANCE)
      throw new BalanceBoundError(input.userId, current.profits, input.amount);
    throw new InsufficientFundsError(input.userId, current.profits, input.amount);
  }
  await tx.insert(budgetMovements).values({
    userId: input.userId,
    amount: input.amount,
    reason: input.reason,
    refType: input.refType ?? null,
    refId: input.refId ?? null,
    balanceAfter: row.profits,
    createdBy: input.createdBy ?? null,
    note: input.note ?? null,
  });
  return row.profits;
}

/** Users whose budget differs from the sum of their ledger rows; empty when the invariant holds. */
export async function ledgerMismatches(
  db: Pick<Tx, 'execute'>,
): Promise<{ id: number; profits: number; sum: number }[]> {
  const { rows } = await db.execute<{ id: number; profits: string | number; sum: string | number }>(sql`
    select u.id, u.profits, coalesce(sum(m.amount), 0) as sum
    from users u left join budget_movements m on m.user_id = u.id
    group by u.id having u.profits <> coalesce(sum(m.amount), 0)`);
  return rows.map((r) => ({
    id: Number(r.id),
    profits: Number(r.profits),
    sum: Number(r.sum),
  }));
}
