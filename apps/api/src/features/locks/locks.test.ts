import { beforeEach, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { playerLocks } from '@liga/db';
import { refusalCheck, useTestContext } from '../../test/context.test-kit';
import { marketLeague, type MarketLeague } from '../../test/market.test-kit';

const ctx = useTestContext();
let L: MarketLeague;
const lock = (who: { token: string }, playerId: number) =>
  ctx.request(who.token, { method: 'POST', url: '/api/locks', payload: { player_id: playerId } });
const state = async () => ({
  locks: (await ctx.db.select().from(playerLocks).orderBy(asc(playerLocks.id))).map((l) => [
    l.playerId,
    l.teamId,
  ]),
  clauses: (await L.clauseRows()).length,
});
const expectRefused = refusalCheck(ctx, state);

beforeEach(async () => {
  L = await marketLeague(ctx);
});

describe('player locks', () => {
  it('the owner locks four players a season; a locked player takes no clause', async () => {
    const res = await lock(L.seller, L.star.id);
    expect([res.statusCode, res.json().message]).toEqual([200, 'Candado puesto.']);
    await expectRefused(
      await L.offer(L.buyer, { value: 10_000_000 }),
      await state(),
      422,
      'Estrella tiene candado: no se le pueden hacer ofertas de cláusula.',
    );
    await expectRefused(
      await lock(L.seller, L.star.id),
      await state(),
      422,
      'Este jugador ya tiene candado esta temporada.',
    );
    for (let i = 0; i < 3; i++) {
      const p = await L.kit.player({ idTeam: L.sellerTeam.id });
      expect((await lock(L.seller, p.id)).statusCode).toBe(200);
    }
    const fifth = await L.kit.player({ idTeam: L.sellerTeam.id });
    await expectRefused(
      await lock(L.seller, fifth.id),
      await state(),
      422,
      'Tu equipo ya usó los 4 candados de esta temporada.',
    );
    const list = (await ctx.request(L.seller.token, { method: 'GET', url: '/api/locks' })).json();
    expect([list.used, list.left]).toEqual([4, 0]);
  });

  it("refuses another team's player, a player with live offers, and the public", async () => {
    await expectRefused(
      await lock(L.buyer, L.star.id),
      await state(),
      403,
      'Solo podés ponerle candado a un jugador de tu equipo.',
    );
    await L.offerId(L.buyer, { value: 10_000_000 });
    await expectRefused(
      await lock(L.seller, L.star.id),
      await state(),
      422,
      'Este jugador tiene ofertas de cláusula abiertas: no se le puede poner candado ahora.',
    );
    const visitor = await ctx.actor('visitante');
    expect((await lock(visitor, L.spare.id)).statusCode).toBe(403);
    // Staff may lock any league team's player.
    expect((await lock(L.organizer, L.spare.id)).statusCode).toBe(200);
  });
});
