import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@liga/domain';
import { useTestContext } from '../../test/context.test-kit';

const ctx = useTestContext();

/** What each role sees of another user (decision 013; docs/rules.md §13). */
const SEES: Record<Role, { email: boolean; budget: boolean }> = {
  Admin: { email: true, budget: true },
  Organizador: { email: false, budget: true },
  'Manager Primera': { email: false, budget: true },
  'Manager Segunda': { email: false, budget: true },
  'En lista de espera': { email: false, budget: false },
  visitante: { email: false, budget: false },
};

describe('users: emails to an Admin and the owner, budgets to league members', () => {
  it.each(ROLES)(
    '%s sees only what docs/rules.md §13 allows of others, and all of their own record',
    async (rol) => {
      const target = await ctx.createUser({
        rol: 'Manager Primera',
        email: 'rival@liga.test',
        profits: 9_000_000,
      });
      const me = await ctx.actor(rol, { profits: 1_000_000 });
      const expected = {
        email: SEES[rol].email ? 'rival@liga.test' : null,
        profits: SEES[rol].budget ? 9_000_000 : null,
        costs: SEES[rol].budget ? 0 : null,
      };

      const one = await ctx.request(me.token, { method: 'GET', url: `/api/users/${target.id}` });
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject(expected);

      for (const url of ['/api/users', '/api/users?all=true']) {
        const list = await ctx.request(me.token, { method: 'GET', url });
        const rows = list.json().data as { id: number; email: string | null; profits: number | null }[];
        expect(rows.find((u) => u.id === target.id)).toMatchObject(expected);
        expect(rows.find((u) => u.id === me.id)).toMatchObject({ email: me.email, profits: 1_000_000 });
        if (!SEES[rol].email) expect(list.body).not.toContain('rival@liga.test');
      }

      const own = await ctx.request(me.token, { method: 'GET', url: `/api/users/${me.id}` });
      expect(own.json()).toMatchObject({ email: me.email, profits: 1_000_000 });
    },
  );

  it('refuses anonymous callers', async () => {
    const target = await ctx.createUser({ rol: 'Manager Primera' });
    expect((await ctx.request(undefined, { method: 'GET', url: `/api/users/${target.id}` })).statusCode).toBe(
      401,
    );
    expect((await ctx.request(undefined, { method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });
});
