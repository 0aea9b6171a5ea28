import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MAX_BALANCE, MAX_MONEY_INPUT } from '@liga/domain';
import { openDb, type DbHandle } from './client';
import { BalanceBoundError, moveMoney } from './ledger';
import { budgetMovements, teams, users } from './schema/index';

let handle: DbHandle;
let userId: number;
beforeAll(async () => {
  handle = await openDb({ dataDir: 'memory://' });
  const [u] = await handle.db
    .insert(users)
    .values({ name: 'Tope', email: 'tope@example.com', passwordHash: 'x' })
    .returning({ id: users.id });
  userId = u!.id;
});
afterAll(() => handle.close());

/** The PostgreSQL error code of a refused statement (Drizzle wraps the driver's error). */
async function codeOf(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
  } catch (e) {
    const err = e as { code?: string; cause?: { code?: string } };
    return err.code ?? err.cause?.code;
  }
  return undefined;
}

describe('money CHECK constraints (decision 013)', () => {
  it('refuses balances, ledger amounts and inputs beyond their bounds, written by hand', async () => {
    const db = handle.db;
    const refused = [
      sql`update users set profits = ${MAX_BALANCE + 1} where id = ${userId}`,
      sql`update users set profits = ${-MAX_BALANCE - 1} where id = ${userId}`,
      sql`insert into budget_movements (user_id, amount, reason, balance_after)
          values (${userId}, ${MAX_MONEY_INPUT + 1}, 'admin_adjustment', 0)`,
      sql`insert into budget_movements (user_id, amount, reason, balance_after)
          values (${userId}, 0, 'admin_adjustment', ${-MAX_BALANCE - 1})`,
    ];
    for (const statement of refused) expect(await codeOf(db.execute(statement))).toBe('23514');
    const [team] = await db.insert(teams).values({ name: 'Sin plata' }).returning({ id: teams.id });
    expect(
      await codeOf(
        db.execute(sql`insert into players (name, age, ca, pa, value, id_team)
                       values ('Caro', 20, 100, 150, ${MAX_MONEY_INPUT + 1}, ${team!.id})`),
      ),
    ).toBe('23514');
    expect(
      await codeOf(
        db.execute(sql`insert into players (name, age, ca, pa, value, id_team)
                       values ('Negativo', 20, 100, 150, -1, ${team!.id})`),
      ),
    ).toBe('23514');
    // At the bound itself the database agrees.
    expect(
      await codeOf(db.execute(sql`update users set profits = ${MAX_BALANCE} where id = ${userId}`)),
    ).toBe(undefined);
    await db.update(users).set({ profits: 0 }).where(eq(users.id, userId));
  });

  it('moveMoney refuses a move past the bound inside its transaction and writes nothing', async () => {
    const db = handle.db;
    await db.transaction((tx) =>
      moveMoney(tx, { userId, amount: MAX_MONEY_INPUT, reason: 'admin_adjustment' }),
    );
    await db.execute(sql`update users set profits = ${MAX_BALANCE - 1} where id = ${userId}`);
    await db.execute(
      sql`update budget_movements set balance_after = ${MAX_BALANCE - 1} where user_id = ${userId}`,
    );
    const move = db.transaction((tx) => moveMoney(tx, { userId, amount: 2, reason: 'prize' }));
    await expect(move).rejects.toBeInstanceOf(BalanceBoundError);
    const rows = await db.select().from(budgetMovements).where(eq(budgetMovements.userId, userId));
    expect(rows).toHaveLength(1);
    const [u] = await db.select({ profits: users.profits }).from(users).where(eq(users.id, userId));
    expect(u!.profits).toBe(MAX_BALANCE - 1);
    // The debit side: an Admin adjustment may go negative, but not past -MAX_BALANCE.
    await db.execute(sql`update users set profits = ${-MAX_BALANCE + 1} where id = ${userId}`);
    const down = db.transaction((tx) =>
      moveMoney(tx, { userId, amount: -2, reason: 'admin_adjustment', allowNegative: true }),
    );
    await expect(down).rejects.toBeInstanceOf(BalanceBoundError);
  });
});
