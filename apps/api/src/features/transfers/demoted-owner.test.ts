import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { transferKit } from './transfers.test-kit';

const ctx = useTestContext();

/** Decision 013: the role is checked, not only ownership; only an Admin adds players. */
describe('role checks beside ownership', () => {
  it('refuses a manager demoted to visitante who still owns a team: transfers, clauses, auctions', async () => {
    const K = await transferKit(ctx);
    await ctx.db.update(users).set({ rol: 'visitante' }).where(eq(users.id, K.L.seller.id));
    const before = await K.state();
    await K.expectRefused(
      await K.create(K.L.seller, K.deal()),
      before,
      403,
      'Solo un Admin o el manager de uno de los dos equipos puede crear una transferencia.',
    );
    for (const url of ['/api/clausula_rescision', '/api/auctions']) {
      const res = await ctx.request(K.L.seller.token, { method: 'POST', url, payload: {} });
      expect(res.statusCode, url).toBe(403);
    }
    expect(await K.state()).toEqual(before);
  });

  it('lets only an Admin add a player: the Organizador gets 403', async () => {
    const organizer = await ctx.actor('Organizador');
    const res = await ctx.request(organizer.token, {
      method: 'POST',
      url: '/api/players',
      payload: { name: 'Nuevo', age: 20, ca: 100, pa: 150, value: 1_000_000 },
    });
    expect([res.statusCode, res.json().message]).toEqual([
      403,
      'No tenés permiso para realizar esta acción.',
    ]);
  });
});
