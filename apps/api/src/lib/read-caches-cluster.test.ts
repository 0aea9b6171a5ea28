import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { players, teams } from '@liga/db';
import { useOtherInstance, useTestContext } from '../test/context.test-kit';

const ctx = useTestContext();

// Two instances on one database, each with its own in-memory caches: PostgreSQL only.
describe.skipIf(!process.env.TEST_DATABASE_URL)('read caches across two server instances', () => {
  const other = useOtherInstance(ctx);

  const there = (token: string, options: InjectOptions) =>
    other.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });

  it('shows a player changed on one instance on the other at once, by id and in the list', async () => {
    const admin = await ctx.actor('Admin');
    const reader = await ctx.actor('Manager Primera');
    const [team] = await ctx.db.insert(teams).values({ name: 'Rojos', division: 'Primera' }).returning();
    const [player] = await ctx.db
      .insert(players)
      .values({ name: 'Antes', age: 20, ca: 100, pa: 120, idTeam: team!.id })
      .returning();
    const byId = { method: 'GET', url: `/api/players/${player!.id}` } as const;
    const list = { method: 'GET', url: '/api/players?page=1' } as const;
    // Read twice on the second instance: the second answer comes from its cache.
    for (let i = 0; i < 2; i++) {
      expect((await there(reader.token, byId)).json().name).toBe('Antes');
      expect((await there(reader.token, list)).json().data[0].name).toBe('Antes');
    }

    const put = await ctx.request(admin.token, {
      method: 'PUT',
      url: `/api/players/${player!.id}`,
      payload: { name: 'Después' },
    });
    expect(put.statusCode).toBe(200);
    expect((await there(reader.token, byId)).json().name).toBe('Después');
    expect((await there(reader.token, list)).json().data[0].name).toBe('Después');
  });

  it('shows each user their own account, and a change on one instance on the other at once', async () => {
    const admin = await ctx.actor('Admin');
    const one = await ctx.actor('Manager Primera', { name: 'Uno', profits: 100 });
    const two = await ctx.actor('Manager Primera', { name: 'Dos', profits: 200 });
    const me = { method: 'GET', url: '/api/user' } as const;
    for (let i = 0; i < 2; i++) {
      expect((await there(one.token, me)).json()).toMatchObject({ id: one.id, name: 'Uno', profits: 100 });
      expect((await there(two.token, me)).json()).toMatchObject({ id: two.id, name: 'Dos', profits: 200 });
    }

    const put = await ctx.request(admin.token, {
      method: 'PUT',
      url: `/api/users/${one.id}`,
      payload: { name: 'Uno Renombrado' },
    });
    expect(put.statusCode).toBe(200);
    expect((await there(one.token, me)).json()).toMatchObject({ id: one.id, name: 'Uno Renombrado' });
    expect((await there(two.token, me)).json()).toMatchObject({ id: two.id, name: 'Dos', profits: 200 });
  });

  it('refuses on the other instance a token revoked on one, once the database’s notice arrives', async () => {
    const user = await ctx.actor('Manager Primera');
    const me = { method: 'GET', url: '/api/user' } as const;
    expect((await there(user.token, me)).statusCode).toBe(200);
    expect((await there(user.token, me)).statusCode).toBe(200);

    expect((await ctx.request(user.token, { method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
    // The other instance drops its sessions when the notice of the change reaches it (channel liga_auth,
    // lib/auth-cache.ts): milliseconds after the commit, not before the answer to the logout.
    await expect
      .poll(async () => (await there(user.token, me)).statusCode, { timeout: 2_000, interval: 10 })
      .toBe(401);
  });
});
