import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '@liga/db';
import { useOtherInstance, useTestContext } from '../../test/context.test-kit';

const ctx = useTestContext();
// A second server instance on the same database, as behind a load balancer.
const other = useOtherInstance(ctx, { AUTH_RATE_LIMIT: '1000' });

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });

/** Other instances learn of a change through a database notice: allow it a moment to arrive. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the other instance never saw the change');
}

describe('cached token lookups', () => {
  it('keep a token’s lookup between requests and forget it when a writing request ends', async () => {
    const user = await ctx.actor('Manager Primera');
    ctx.app.authCache.clear();
    expect((await me(ctx.app, user.token)).statusCode).toBe(200);
    expect(ctx.app.authCache.size).toBe(1);
    await ctx.request(user.token, { method: 'POST', url: '/api/logout' });
    expect(ctx.app.authCache.size).toBe(0);
    expect((await me(ctx.app, user.token)).statusCode).toBe(401);
  });

  it('keeps each token to its own user, and a token that only looks like a cached one is refused', async () => {
    const first = await ctx.actor('Manager Primera');
    const second = await ctx.actor('Admin');
    ctx.app.authCache.clear();
    for (let i = 0; i < 2; i++) {
      expect((await me(ctx.app, first.token)).json()).toMatchObject({ id: first.id, rol: 'Manager Primera' });
      expect((await me(ctx.app, second.token)).json()).toMatchObject({ id: second.id, rol: 'Admin' });
    }
    expect(ctx.app.authCache.size).toBe(2);
    for (const near of [`${first.token}x`, first.token.slice(1), first.token.toUpperCase()])
      expect((await me(ctx.app, near)).statusCode).toBe(401);
  });

  it('a logout on one instance ends the session on the other', async () => {
    const user = await ctx.actor('Manager Primera');
    expect((await me(other, user.token)).statusCode).toBe(200);
    expect(other.authCache.size).toBeGreaterThan(0);
    await ctx.request(user.token, { method: 'POST', url: '/api/logout' });
    await eventually(async () => (await me(other, user.token)).statusCode === 401);
  });

  it('a role changed by an Admin on one instance, or in the database, applies on the other', async () => {
    const admin = await ctx.actor('Admin');
    const manager = await ctx.actor('Manager Primera');
    // An Admin-only read: a GET, so it never clears the other instance's cache by itself.
    const usersList = () =>
      other.inject({
        method: 'GET',
        url: '/api/bet_user',
        headers: { authorization: `Bearer ${manager.token}` },
      });
    expect((await usersList()).statusCode).toBe(403);
    const res = await ctx.request(admin.token, {
      method: 'PUT',
      url: `/api/users/${manager.id}`,
      payload: { rol: 'Admin' },
    });
    expect(res.statusCode).toBe(200);
    await eventually(async () => (await usersList()).statusCode === 200);

    await ctx.db.update(users).set({ rol: 'visitante' }).where(eq(users.id, manager.id));
    await eventually(async () => (await usersList()).statusCode === 403);
  });
});
