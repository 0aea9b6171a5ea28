import { describe, expect, it } from 'vitest';
import { teams } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';

const ctx = useTestContext();

describe('GET /api/dashboard/waiting', () => {
  it("tells a waiting-list user their place, the queue's length, the free teams and whom to ask", async () => {
    await ctx.actor('Admin', { name: 'Admin Liga' });
    const first = await ctx.actor('En lista de espera', { name: 'Primero' });
    const second = await ctx.actor('En lista de espera', { name: 'Segundo' });
    await ctx.actor('En lista de espera', { name: 'Tercero' });
    await ctx.db.insert(teams).values([
      { name: 'Racing', division: 'Primera' },
      { name: 'Porvenir', division: 'Segunda' },
      { name: 'Agentes libres', division: null },
    ]);
    const res = await ctx.request(second.token, { method: 'GET', url: '/api/dashboard/waiting' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      position: 2,
      total: 3,
      free_teams: 2,
      admins: [{ name: 'Admin Liga' }],
    });
    const head = await ctx.request(first.token, { method: 'GET', url: '/api/dashboard/waiting' });
    expect(head.json().position).toBe(1);
  });

  it('moves the queue up once the first in line gets a team', async () => {
    const admin = await ctx.actor('Admin');
    const first = await ctx.actor('En lista de espera');
    const second = await ctx.actor('En lista de espera');
    const [racing] = await ctx.db.insert(teams).values({ name: 'Racing', division: 'Primera' }).returning();
    await ctx.request(admin.token, {
      method: 'POST',
      url: `/api/users/${first.id}/assign-team`,
      payload: { team_id: racing!.id },
    });
    const res = await ctx.request(second.token, { method: 'GET', url: '/api/dashboard/waiting' });
    expect(res.json()).toMatchObject({ position: 1, total: 1, free_teams: 0 });
  });

  it('is a 404 for an account that is not waiting, and a 401 without a session', async () => {
    const manager = await ctx.actor('Manager Primera');
    const res = await ctx.request(manager.token, { method: 'GET', url: '/api/dashboard/waiting' });
    expect([res.statusCode, res.json().message]).toEqual([404, 'No estás en la lista de espera.']);
    expect((await ctx.request(undefined, { method: 'GET', url: '/api/dashboard/waiting' })).statusCode).toBe(
      401,
    );
  });
});
