import { MAX_MONEY_INPUT } from '@liga/domain';
import { budgetMovements, moveMoney, users, type Db } from '@liga/db';
import { asc, eq, sql } from 'drizzle-orm';

/** Every user's balance as [id, profits] in id order: what a refusal must leave as it was. */
export const balancePairs = async (db: Db) =>
  (await db.select({ id: users.id, p: users.profits }).from(users).orderBy(asc(users.id))).map(
    (u) => [u.id, u.p] as const,
  );

export const balanceOf = async (db: Db, userId: number) =>
  (await db.select({ p: users.profits }).from(users).where(eq(users.id, userId)))[0]!.p;

/** How many ledger rows there are: a refusal writes none. */
export const movementCount = async (db: Db) => (await db.select().from(budgetMovements)).length;

/**
 * Brings a user's budget to `target` through ledger rows, so the ledger stays balanced: no single
 * movement may exceed MAX_MONEY_INPUT (a CHECK), so a balance near MAX_BALANCE takes thousands of
 * rows, written in one statement.
 */
export async function raiseBalanceTo(db: Db, userId: number, target: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ profits: users.profits })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const start = Number(row!.profits);
    const step = target >= start ? MAX_MONEY_INPUT : -MAX_MONEY_INPUT;
    const steps = Math.floor(Math.abs(target - start) / MAX_MONEY_INPUT);
    if (steps > 0) {
      await tx.execute(sql`
        insert into budget_movements (user_id, amount, reason, balance_after)
        select ${userId}, ${step}::bigint, 'admin_adjustment', ${start}::bigint + g * ${step}::bigint
        from generate_series(1, ${steps}) g`);
      await tx.execute(
        sql`update users set profits = profits + ${steps}::bigint * ${step}::bigint where id = ${userId}`,
      );
    }
    const rest = target - start - steps * step;
    if (rest !== 0)
      await moveMoney(tx, { userId, amount: rest, reason: 'admin_adjustment', allowNegative: true });
  });
}
