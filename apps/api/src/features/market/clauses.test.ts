import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { players, releaseClauses, seasons, teams } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { HOUR, NOON, marketLeague, type MarketLeague } from '../../test/market.test-kit';

const ctx = useTestContext();
let L: MarketLeague;
beforeEach(async () => {
  L = await marketLeague(ctx);
});

/** A refused offer leaves no row, no money moved and every player where it was. */
async function expectRefused(
  res: Awaited<ReturnType<MarketLeague['offer']>>,
  status: number,
  field: string | null,
  message: string,
  rowsBefore = 0,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toBe(message);
  if (field) expect(res.json().errors[field]).toContain(message);
  expect(await L.clauseRows()).toHaveLength(rowsBefore);
  expect((await L.playerRows([L.star.id, L.spare.id])).map((p) => [p.idTeam, p.status])).toEqual([
    [L.sellerTeam.id, 'registrado'],
    [L.buyerTeam.id, 'registrado'],
  ]);
}

describe('POST /api/clausula_rescision', () => {
  it('records the offer for the caller in the active season, totals from the database, no money moved', async () => {
    const before = await L.balances();
    const res = await L.offer(L.buyer, {
      value: 15_000_000,
      other_players: JSON.stringify([L.spare.id]),
      // The old client sends these; none of them is trusted.
      name: 'Otro nombre',
      created_by: L.rival.id,
      extra_value: 999,
      total_value: 1,
      id_season: 1234,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Ejecución de cláusula enviada');
    expect(res.json().clause).toMatchObject({
      id_player: L.star.id,
      name: 'Estrella',
      id_team: L.sellerTeam.id,
      team: { id: L.sellerTeam.id, name: 'Vendedores FC', division: 'Segunda' },
      id_season: L.season.id,
      value: 15_000_000,
      extra_value: 2_000_000,
      total_value: 17_000_000,
      other_players: [{ id: L.spare.id, name: 'Suplente', value: 2_000_000 }],
      created_by: { id: L.buyer.id, name: 'Bruno Comprador' },
      buyer_team: { id: L.buyerTeam.id, name: 'Compradores FC' },
      confirmed: 'no',
      active: 'yes',
      created_at: expect.stringMatching(/^2026-03-10T15:00:0\d\.\d{3}Z$/),
      hidden: false,
      mine: true,
      revealed: false,
      reveal_at: '2026-03-10T21:00:00.000Z',
    });
    expect(await L.balances()).toEqual(before);
    await ctx.expectLedgerBalanced();
  });

  it('accepts the bounds exactly: the player value and twice it', async () => {
    expect((await L.offer(L.buyer, { value: 10_000_000 })).statusCode).toBe(201);
    expect((await L.offer(L.rival, { value: 20_000_000 })).statusCode).toBe(201);
  });

  const bounds = 'El valor de la cláusula debe estar entre 10.000.000 y 20.000.000.';
  it.each([
    ['below the player value', { value: 9_999_999 }, 'value', bounds],
    ['above twice the value', { value: 20_000_001 }, 'value', bounds],
    [
      'a stale selling team',
      { value: 10_000_000, id_team: 999 },
      'id_team',
      'El jugador no pertenece a ese equipo.',
    ],
    [
      'players the buyer does not own',
      { value: 10_000_000, other_players: [0] },
      'other_players',
      'Los jugadores ofrecidos no son válidos.',
    ],
    [
      'no value',
      { value: undefined as unknown as number },
      'value',
      'El valor de la cláusula debe ser un número entero mayor que 0.',
    ],
  ])('refuses %s with 422', async (_label, payload, field, message) => {
    await expectRefused(await L.offer(L.buyer, payload), 422, field, message);
  });

  it('refuses handing over a player of another team', async () => {
    const res = await L.offer(L.buyer, { value: 10_000_000, other_players: [L.spare.id, L.star.id] });
    await expectRefused(res, 422, 'other_players', 'Solo podés ofrecer jugadores de tu propio equipo.');
  });

  it('refuses a player of the buyer’s own team', async () => {
    const res = await L.offer(L.buyer, { value: 2_000_000 }, L.spare);
    await expectRefused(
      res,
      422,
      'id_player',
      'No podés ejecutar la cláusula de un jugador de tu propio equipo.',
    );
  });

  it.each(['bloqueado', 'restringido'] as const)('refuses a %s player', async (status) => {
    await ctx.db.update(players).set({ status }).where(eq(players.id, L.star.id));
    const res = await L.offer(L.buyer, { value: 10_000_000 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.id_player).toEqual([
      'El jugador no puede recibir ofertas (bloqueado o restringido).',
    ]);
    expect(await L.clauseRows()).toHaveLength(0);
  });

  it('refuses players of teams outside Primera and Segunda (those go to auction)', async () => {
    const outside = await L.kit.team({ name: 'Club Libre', division: null });
    const player = await L.kit.player({ idTeam: outside.id, value: 1_000_000 });
    const res = await L.offer(L.buyer, { value: 1_000_000 }, player);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Solo se pueden ejecutar cláusulas sobre jugadores de equipos de Primera o Segunda.',
    );
  });

  it('refuses a buyer without team or without the cash value in budget', async () => {
    const homeless = await ctx.actor('Manager Primera', { profits: 100_000_000 });
    await expectRefused(
      await L.offer(homeless, { value: 10_000_000 }),
      422,
      'id_team',
      'No tienes equipo asignado.',
    );
    const poor = await ctx.actor('Manager Segunda', { profits: 9_999_999 });
    await L.kit.team({ division: 'Primera', idUser: poor.id });
    await expectRefused(
      await L.offer(poor, { value: 10_000_000 }),
      422,
      'value',
      'Presupuesto insuficiente para ejecutar la cláusula.',
    );
  });

  it('refuses a seventh clause against the same team in a season', async () => {
    for (let i = 0; i < 6; i++) {
      const gone = await L.kit.player({ idTeam: L.buyerTeam.id, value: 1_000_000 });
      await ctx.db.insert(releaseClauses).values({
        idPlayer: gone.id,
        name: gone.name,
        idTeam: L.sellerTeam.id,
        createdBy: L.buyer.id,
        value: 1,
        totalValue: 1,
        idSeason: L.season.id,
        confirmed: true,
        active: false,
      });
    }
    await expectRefused(
      await L.offer(L.rival, { value: 10_000_000 }),
      422,
      'id_team',
      'Este equipo ya perdió 6 jugadores por cláusula esta temporada.',
      6,
    );
    // A previous season does not count.
    await ctx.db.update(seasons).set({ active: false }).where(eq(seasons.id, L.season.id));
    await ctx.db.insert(seasons).values({ name: 'Temporada 60', active: true });
    expect((await L.offer(L.rival, { value: 10_000_000 })).statusCode).toBe(201);
  });

  it('opens with the season start: refused before, accepted at the instant and when no start is set', async () => {
    await ctx.db
      .update(seasons)
      .set({ startDate: new Date(NOON.getTime() + HOUR) })
      .where(eq(seasons.id, L.season.id));
    const res = await L.offer(L.buyer, { value: 10_000_000 });
    await expectRefused(
      res,
      422,
      'season',
      'Acceso restringido. El contenido estará disponible en: 10-03-2026 13:00:00',
    );
    ctx.clock.advance(HOUR);
    expect((await L.offer(L.buyer, { value: 10_000_000 })).statusCode).toBe(201);
    await ctx.db.update(seasons).set({ startDate: null }).where(eq(seasons.id, L.season.id));
    expect((await L.offer(L.rival, { value: 10_000_000 })).statusCode).toBe(201);
  });

  it('refuses when there is no active season', async () => {
    await ctx.db.update(seasons).set({ active: false });
    await expectRefused(
      await L.offer(L.buyer, { value: 10_000_000 }),
      422,
      'season',
      'No hay una temporada activa.',
    );
  });

  it('takes no new offers once a round is revealed and still open, and takes them again once settled', async () => {
    await L.offerId(L.buyer, { value: 10_000_000 });
    ctx.clock.set(new Date('2026-03-10T20:59:59.000Z'));
    expect((await L.offer(L.rival, { value: 11_000_000 })).statusCode).toBe(201);
    ctx.clock.set(new Date('2026-03-10T21:00:00.000Z'));
    const late = await L.offer(L.rival, { value: 20_000_000 });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(
      'Las ofertas por este jugador ya se revelaron: no se aceptan nuevas hasta que se resuelvan.',
    );
    expect(await L.clauseRows()).toHaveLength(2);
    for (const offer of await L.clauseRows()) {
      expect(
        (await ctx.request(L.admin.token, { method: 'PUT', url: `/api/cerrar-oferta/${offer.id}` }))
          .statusCode,
      ).toBe(200);
    }
    expect((await L.offer(L.rival, { value: 20_000_000 })).statusCode).toBe(201);
  });

  it('refuses a player held by a pending transfer, also as part of the payment', async () => {
    const res = await ctx.request(L.admin.token, {
      method: 'POST',
      url: '/api/transfer',
      payload: { data: { id_team_from: L.buyerTeam.id, id_team_to: L.rivalTeam.id, players: [L.spare.id] } },
    });
    expect(res.statusCode, res.body).toBe(201);
    await ctx.db.update(players).set({ status: 'registrado' }).where(eq(players.id, L.spare.id));
    const offer = await L.offer(L.buyer, { value: 10_000_000, other_players: [L.spare.id] });
    expect(offer.statusCode).toBe(422);
    expect(offer.json().errors.other_players).toEqual([
      'Alguno de los jugadores ofrecidos está en una transferencia pendiente.',
    ]);
    const target = await L.offer(L.rival, { value: 2_000_000 }, L.spare);
    expect(target.json().message).toBe('El jugador está en una transferencia pendiente.');
    expect(await L.clauseRows()).toHaveLength(0);
  });

  it('answers 401 without a token, 403 to roles that run no team, 422 for bad input', async () => {
    expect(
      (await ctx.request(undefined, { method: 'POST', url: '/api/clausula_rescision', payload: {} }))
        .statusCode,
    ).toBe(401);
    for (const rol of ['visitante', 'En lista de espera'] as const) {
      const caller = await ctx.actor(rol, { profits: 50_000_000 });
      await ctx.db.insert(teams).values({ name: `Equipo ${rol}`, division: 'Primera', idUser: caller.id });
      await expectRefused(
        await L.offer(caller, { value: 10_000_000 }),
        403,
        null,
        'No tenés permiso para realizar esta acción.',
      );
    }
    const bad = await ctx.request(L.buyer.token, {
      method: 'POST',
      url: '/api/clausula_rescision',
      payload: { id_player: 'x', value: -1 },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['id_player', 'id_team', 'value']);
    const ghost = await ctx.request(L.buyer.token, {
      method: 'POST',
      url: '/api/clausula_rescision',
      payload: { id_player: 99999, id_team: 1, value: 1 },
    });
    expect(ghost.json()).toMatchObject({
      message: 'Jugador no encontrado.',
      errors: { id_player: ['Jugador no encontrado.'] },
    });
  });
});
