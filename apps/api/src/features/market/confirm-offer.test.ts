import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { budgetMovements, players, teams } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { marketLeague, type MarketLeague } from '../../test/market.test-kit';
import { movementCount } from '../../test/money.test-kit';

const ctx = useTestContext();
let L: MarketLeague;
beforeEach(async () => {
  L = await marketLeague(ctx);
});

const REVEAL = new Date('2026-03-10T21:00:00Z');
const reveal = () => ctx.clock.set(REVEAL);

/** Snapshot of everything a confirmation may change. */
async function state() {
  return {
    balances: await L.balances(),
    players: (await L.kit.allPlayers()).map((p) => [p.id, p.idTeam, p.status]),
    clauses: (await L.clauseRows()).map((c) => [c.id, c.confirmed, c.active]),
    movements: await movementCount(ctx.db),
  };
}

async function expectRefused(
  res: Awaited<ReturnType<MarketLeague['confirm']>>,
  before: Awaited<ReturnType<typeof state>>,
  message: string,
  status = 422,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toBe(message);
  if (status === 422) expect(res.json().errors.offer).toEqual([message]);
  expect(await state()).toEqual(before);
  await ctx.expectLedgerBalanced();
}

describe('confirming an offer', () => {
  it('moves the player and the players handed over, pays the seller and closes the other offers', async () => {
    const winner = await L.offerId(L.buyer, { value: 15_000_000, other_players: [L.spare.id] });
    const loser = await L.offerId(L.rival, { value: 12_000_000 });
    reveal();
    const res = await L.confirm(L.organizer, winner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Oferta confirmada satisfactoriamente' });

    const [star, spare] = await L.playerRows([L.star.id, L.spare.id]);
    expect([star!.idTeam, star!.status]).toEqual([L.buyerTeam.id, 'bloqueado']);
    expect(spare!.idTeam).toBe(L.sellerTeam.id);
    const balances = await L.balances();
    expect([balances[L.buyer.id], balances[L.seller.id], balances[L.rival.id]]).toEqual([
      85_000_000, 35_000_000, 100_000_000,
    ]);
    const rows = await L.clauseRows();
    expect(rows.map((c) => [c.id, c.confirmed, c.active])).toEqual([
      [winner, true, false],
      [loser, false, false],
    ]);
    expect(rows[0]!.confirmedBy).toBe(L.organizer.id);
    expect(rows[0]!.confirmedAt!.getTime() - REVEAL.getTime()).toBeGreaterThanOrEqual(0);
    expect(rows[0]!.confirmedAt!.getTime() - REVEAL.getTime()).toBeLessThan(5000);
    const moves = await ctx.db
      .select()
      .from(budgetMovements)
      .where(eq(budgetMovements.refType, 'release_clause'));
    expect(moves.map((m) => [m.userId, m.amount, m.reason, m.refId, m.createdBy])).toEqual([
      [L.buyer.id, -15_000_000, 'clause_payment', winner, L.organizer.id],
      [L.seller.id, 15_000_000, 'clause_income', winner, L.organizer.id],
    ]);
    await ctx.expectLedgerBalanced();
  });

  it('accepts the original client’s {offer, player} body, reading only offer.id', async () => {
    const id = await L.offerId(L.buyer, { value: 10_000_000 });
    reveal();
    const res = await ctx.request(L.admin.token, {
      method: 'POST',
      url: '/api/confirm-offer',
      payload: {
        offer: {
          id,
          total_value: 1,
          id_team: L.rivalTeam.id,
          created_by: L.rival.id,
          confirmed: 'no',
          active: 'yes',
        },
        player: { id: L.spare.id, id_team: 1, status: 'liberado', value: 1 },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await L.playerRows([L.star.id]))[0]!.idTeam).toBe(L.buyerTeam.id);
    expect((await L.playerRows([L.spare.id]))[0]!.idTeam).toBe(L.buyerTeam.id);
    expect((await L.balances())[L.buyer.id]).toBe(90_000_000);
    await ctx.expectLedgerBalanced();
  });

  it('refuses before the reveal, down to the last second', async () => {
    const id = await L.offerId(L.buyer, { value: 10_000_000 });
    ctx.clock.set(new Date(REVEAL.getTime() - 1000));
    await expectRefused(
      await L.confirm(L.admin, id),
      await state(),
      'Las ofertas de este jugador todavía están ocultas.',
    );
  });

  it('refuses an offer already confirmed, a closed one and an unknown id', async () => {
    const winner = await L.offerId(L.buyer, { value: 11_000_000 });
    const loser = await L.offerId(L.rival, { value: 10_000_000 });
    reveal();
    expect((await L.confirm(L.admin, winner)).statusCode).toBe(200);
    const before = await state();
    await expectRefused(await L.confirm(L.admin, winner), before, 'Oferta ya confirmada.');
    await expectRefused(await L.confirm(L.admin, loser), before, 'Oferta cerrada.');
    await expectRefused(await L.confirm(L.admin, 4242), before, 'Oferta no encontrada.', 404);
  });

  it('refuses managers and visitors with 403', async () => {
    const id = await L.offerId(L.buyer, { value: 10_000_000 });
    const visitor = await ctx.actor('visitante');
    reveal();
    const before = await state();
    for (const who of [L.buyer, L.seller, visitor]) {
      await expectRefused(
        await L.confirm(who, id),
        before,
        'No tenés permiso para realizar esta acción.',
        403,
      );
    }
  });

  it.each([
    [
      'the selling team has no owner',
      'Usuario no encontrado para el equipo.',
      () => ctx.db.update(teams).set({ idUser: null }).where(eq(teams.id, L.sellerTeam.id)),
    ],
    [
      'the bidder has no team any more',
      'Equipo destino no encontrado.',
      () => ctx.db.update(teams).set({ idUser: null }).where(eq(teams.id, L.buyerTeam.id)),
    ],
    [
      'the bidder spent the money meanwhile',
      'Presupuesto insuficiente para ejecutar la cláusula.',
      () =>
        ctx.request(L.admin.token, {
          method: 'PUT',
          url: `/api/users/${L.buyer.id}`,
          payload: { adjustment: -91_000_000 },
        }),
    ],
    [
      'the player left the selling team',
      'El jugador ya no pertenece al equipo vendedor.',
      () => ctx.db.update(players).set({ idTeam: L.rivalTeam.id }).where(eq(players.id, L.star.id)),
    ],
    [
      'the bidder no longer owns a player handed over',
      'Alguno de los jugadores ofrecidos ya no pertenece al comprador.',
      () => ctx.db.update(players).set({ idTeam: L.rivalTeam.id }).where(eq(players.id, L.spare.id)),
    ],
    [
      'a player handed over is in a pending transfer',
      'Alguno de los jugadores ofrecidos está en una transferencia pendiente.',
      () =>
        ctx.request(L.admin.token, {
          method: 'POST',
          url: '/api/transfer',
          payload: { id_team_from: L.buyerTeam.id, id_team_to: L.rivalTeam.id, players: [L.spare.id] },
        }),
    ],
  ])('refuses when %s, changing nothing', async (_label, message, change) => {
    const id = await L.offerId(L.buyer, { value: 10_000_000, other_players: [L.spare.id] });
    reveal();
    await change();
    await expectRefused(await L.confirm(L.admin, id), await state(), message);
  });

  it('refuses a seventh confirmed clause against one team in the season', async () => {
    const id = await L.offerId(L.buyer, { value: 10_000_000 });
    await L.sellerLostClauses(6);
    reveal();
    await expectRefused(
      await L.confirm(L.admin, id),
      await state(),
      'Este equipo ya perdió 6 jugadores por cláusula esta temporada.',
    );
  });
});

describe('closing an offer', () => {
  it('takes a live offer out of the market, for staff only, and never a confirmed one', async () => {
    const first = await L.offerId(L.buyer, { value: 10_000_000 });
    const second = await L.offerId(L.rival, { value: 10_000_000 });
    const close = (who: { token: string }, id: number) =>
      ctx.request(who.token, {
        method: 'PUT',
        url: `/api/cerrar-oferta/${id}`,
        payload: { id, active: 'no', total_value: 1 },
      });
    expect((await close(L.buyer, first)).statusCode).toBe(403);
    const res = await close(L.organizer, first);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Oferta cerrada satisfactoriamente' });
    expect((await close(L.admin, first)).json().message).toBe('Oferta cerrada.');
    reveal();
    expect((await L.confirm(L.admin, second)).statusCode).toBe(200);
    const refused = await close(L.admin, second);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('No se puede cerrar una oferta confirmada.');
    expect((await L.clauseRows()).map((c) => [c.confirmed, c.active])).toEqual([
      [false, false],
      [true, false],
    ]);
    expect((await close(L.admin, 999)).statusCode).toBe(404);
    await ctx.expectLedgerBalanced();
  });
});
