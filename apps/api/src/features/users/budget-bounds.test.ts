import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_BALANCE } from '@liga/domain';
import { budgetMovements, users } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { raiseBalanceTo } from '../../test/money.test-kit';
import { messages } from './messages';

const ctx = useTestContext();

const balanceOf = async (id: number) =>
  (await ctx.db.select({ profits: users.profits }).from(users).where(eq(users.id, id)))[0]!.profits;
const movementCount = async (id: number) =>
  (await ctx.db.select().from(budgetMovements).where(eq(budgetMovements.userId, id))).length;
const adjust = (token: string, id: number, adjustment: number) =>
  ctx.request(token, { method: 'PUT', url: `/api/users/${id}`, payload: { adjustment } });

describe('the league bound on a budget (decision 013)', () => {
  it('refuses an adjustment that would take a budget past +MAX_BALANCE, and moves nothing', async () => {
    const admin = await ctx.actor('Admin');
    const rich = await ctx.createUser({ rol: 'Manager Primera' });
    await raiseBalanceTo(ctx.db, rich.id, MAX_BALANCE - 5);
    const rows = await movementCount(rich.id);

    const res = await adjust(admin.token, rich.id, 6);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: messages.balanceBound,
      errors: { adjustment: [messages.balanceBound] },
    });
    expect(await balanceOf(rich.id)).toBe(MAX_BALANCE - 5);
    expect(await movementCount(rich.id)).toBe(rows);
    await ctx.expectLedgerBalanced();

    // Exactly at the bound is allowed, and every figure on the way is exact in JS.
    expect((await adjust(admin.token, rich.id, 5)).json().user.profits).toBe(MAX_BALANCE);
    await ctx.expectLedgerBalanced();
  });

  it('refuses an adjustment past -MAX_BALANCE, but a negative budget within it works as before', async () => {
    const admin = await ctx.actor('Admin');
    const target = await ctx.createUser({ rol: 'Manager Segunda', profits: 1_000_000 });
    const down = await adjust(admin.token, target.id, -21_000_000);
    expect([down.statusCode, down.json().user.profits]).toEqual([200, -20_000_000]);

    await raiseBalanceTo(ctx.db, target.id, -MAX_BALANCE + 1);
    const res = await adjust(admin.token, target.id, -2);
    expect([res.statusCode, res.json().message]).toEqual([422, messages.balanceBound]);
    expect(await balanceOf(target.id)).toBe(-MAX_BALANCE + 1);
    await ctx.expectLedgerBalanced();
  });
});
