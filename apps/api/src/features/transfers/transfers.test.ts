import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seasons } from '@liga/db';
import { useKit, useTestContext } from '../../test/context.test-kit';
import { HOUR, NOON } from '../../test/market.test-kit';
import { transferKit } from './transfers.test-kit';

const ctx = useTestContext();
const K = useKit(ctx, transferKit);

describe('POST /api/transfer', () => {
  it('lets an Admin create a pending transfer in the active season, players untouched until accepted, no money moved', async () => {
    const before = await K.L.balances();
    const res = await K.create(K.L.admin, K.deal());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Transferencia realizada correctamente');
    expect(res.json().transfer).toMatchObject({
      id_season: K.L.season.id,
      transferred_players: 'Estrella, Volante',
      team_from: { id: K.L.sellerTeam.id, name: 'Vendedores FC' },
      team_to: { id: K.L.buyerTeam.id, name: 'Compradores FC' },
      budget: 7_000_000,
      status: 'bloqueado',
      confirmed: 'no',
      created_by: { id: K.L.admin.id, name: 'Ana Admin' },
      buy_by: { id: K.L.buyer.id, name: 'Bruno Comprador' },
      sold_by: { id: K.L.seller.id, name: 'Sara Vendedora' },
      can_confirm: true,
    });
    expect((await K.L.playerRows([K.L.star.id, K.extra.id])).map((p) => [p.idTeam, p.status])).toEqual([
      [K.L.sellerTeam.id, 'registrado'],
      [K.L.sellerTeam.id, 'registrado'],
    ]);
    expect(await K.L.balances()).toEqual(before);
  });

  it('lets a manager propose a deal with their own team, sent unwrapped too', async () => {
    expect((await K.create(K.L.buyer, K.deal(), false)).statusCode).toBe(201);
  });

  it('refuses a manager or an Organizador who owns neither team with 403', async () => {
    for (const who of [K.L.rival, K.L.organizer])
      await K.expectCallRefused(
        () => K.create(who, K.deal()),
        403,
        'Solo un Admin o el manager de uno de los dos equipos puede crear una transferencia.',
      );
  });

  it('opens 4 hours after the season start', async () => {
    await ctx.db
      .update(seasons)
      .set({ startDate: new Date(NOON.getTime() - 4 * HOUR + 60_000) })
      .where(eq(seasons.id, K.L.season.id));
    await K.expectRefused(
      await K.create(K.L.admin, K.deal()),
      await K.state(),
      422,
      'Acceso restringido. El contenido estará disponible en: 10-03-2026 12:01:00',
    );
    ctx.clock.advance(60_000);
    expect((await K.create(K.L.admin, K.deal())).statusCode).toBe(201);
  });

  it.each([
    ['no players', () => ({ players: [] }), 'Seleccioná al menos un jugador.'],
    [
      'the same team twice',
      () => ({ id_team_to: K.L.sellerTeam.id }),
      'Los equipos de origen y destino deben ser distintos.',
    ],
    ['an unknown player', () => ({ players: [99999] }), 'Los jugadores seleccionados no son válidos.'],
    [
      'a player of another team',
      () => ({ players: [K.L.spare.id] }),
      'El jugador Suplente no pertenece al equipo de origen.',
    ],
    ['an unknown team', () => ({ id_team_from: 9999 }), 'El equipo de origen no existe.'],
    [
      'a budget the buyer cannot pay',
      () => ({ budget: 100_000_001 }),
      'El comprador no tiene presupuesto suficiente para esta transferencia.',
    ],
    ['a negative budget', () => ({ budget: -1 }), 'El monto debe ser un número entero mayor o igual a 0.'],
  ])('refuses %s with 422, changing nothing', async (_label, change, message) => {
    await K.expectRefused(await K.create(K.L.admin, K.deal(change())), await K.state(), 422, message);
  });

  it('refuses a player already in a pending transfer and a paid deal to a team without manager', async () => {
    expect((await K.create(K.L.admin, K.deal({ players: [K.extra.id] }))).statusCode).toBe(201);
    await K.expectRefused(
      await K.create(K.L.admin, K.deal({ players: [K.extra.id] })),
      await K.state(),
      422,
      'El jugador Volante ya está en una transferencia pendiente.',
    );
    const orphan = await K.L.kit.team({ name: 'Sin DT', division: 'Segunda' });
    await K.expectRefused(
      await K.create(K.L.admin, K.deal({ id_team_to: orphan.id, players: [K.L.star.id] })),
      await K.state(),
      422,
      'El equipo de destino no tiene manager que pague la transferencia.',
    );
    expect(
      (await K.create(K.L.admin, K.deal({ id_team_to: orphan.id, players: [K.L.star.id], budget: 0 })))
        .statusCode,
    ).toBe(201);
  });
});
