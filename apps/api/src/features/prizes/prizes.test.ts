import { describe, expect, it } from 'vitest';
import { MAX_BALANCE } from '@liga/domain';
import { ledgerMessages, moveMoney } from '@liga/db';
import { useKit, useTestContext } from '../../test/context.test-kit';
import { raiseBalanceTo } from '../../test/money.test-kit';
import { prizeKit } from './prizes.test-kit';

const ctx = useTestContext();
const K = useKit(ctx, prizeKit);

describe('POST /api/prizes (decision 012)', () => {
  it('pays the league client’s call as written to the team’s manager, through the ledger', async () => {
    const res = await K.submit(K.admin, [
      K.prize(),
      K.prize({
        team_id: K.segunda.team.id,
        amount: 10_000_000,
        position: 'Goleador',
        description: undefined,
      }),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Premios enviados correctamente.',
      already_paid: [],
    });
    expect(res.json().paid).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          team: { id: K.primera.team.id, name: 'Atlético Norte', division: 'Primera' },
          tournament: { id: K.t.id, name: 'Primera T59' },
          paid_to: { id: K.primera.id, name: expect.any(String) },
          amount: 150_000_000,
          position: '1°',
          description: 'Campeón',
          source: 'manual',
          created_by: { id: K.admin.id, name: 'Ana Admin' },
          reverted_at: null,
        }),
        expect.objectContaining({ position: 'Goleador', description: null, amount: 10_000_000 }),
      ]),
    );
    const { balances } = await K.state();
    expect([balances[K.primera.id], balances[K.segunda.id]]).toEqual([150_000_000, 10_000_000]);
    expect((await K.movements('prize')).map((m) => [m.userId, m.amount, m.refType, m.createdBy])).toEqual(
      expect.arrayContaining([
        [K.primera.id, 150_000_000, 'prize', K.admin.id],
        [K.segunda.id, 10_000_000, 'prize', K.admin.id],
      ]),
    );
    await ctx.expectLedgerBalanced();
  });

  it('pays each tournament + team + position once: sending it again pays nothing and says so', async () => {
    const first = await K.submit(K.admin, [K.prize()]);
    const id = first.json().paid[0].id;
    const before = await K.state();
    const again = await K.submit(K.admin, [K.prize({ position: '1°', amount: 999 })]);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: 'Estos premios ya estaban pagados: no se pagó nada nuevo.',
      paid: [],
      already_paid: [{ id, amount: 150_000_000, position: '1°' }],
    });
    expect(await K.state()).toEqual(before);

    const mixed = await K.submit(K.admin, [
      K.prize({ position: '1ro' }),
      K.prize({ position: '2', amount: 5 }),
    ]);
    expect(mixed.json().message).toBe(
      'Premios enviados correctamente. 1 ya estaba pagado y no se volvió a pagar.',
    );
    expect((await K.state()).balances[K.primera.id]).toBe(150_000_005);
    await ctx.expectLedgerBalanced();
  });

  it('pays nothing of a submission when one prize would take a budget past the league bound', async () => {
    await raiseBalanceTo(ctx.db, K.segunda.id, MAX_BALANCE - 9_999_999);
    const before = await K.state();
    // Primera's prize is credited first (lower user id); the refusal of Segunda's undoes it too.
    const res = await K.submit(K.admin, [
      K.prize(),
      K.prize({ team_id: K.segunda.team.id, amount: 10_000_000, position: 'Goleador' }),
    ]);
    await K.expectRefused(res, before, 422, ledgerMessages.balanceBound);
    expect(res.json().errors).toEqual({ amount: [ledgerMessages.balanceBound] });
    expect(await K.movements('prize')).toEqual([]);
  });

  it('takes at most 14 prizes in one submission', async () => {
    const list = (n: number) =>
      Array.from({ length: n }, (_, i) => K.prize({ position: String(i + 1), amount: 1 }));
    const before = await K.state();
    await K.expectRefused(
      await K.submit(K.admin, list(15)),
      before,
      422,
      'No puedes agregar más de 14 premios.',
    );
    const ok = await K.submit(K.admin, list(14));
    expect(ok.json().paid).toHaveLength(14);
    expect((await K.state()).balances[K.primera.id]).toBe(14);
    await ctx.expectLedgerBalanced();
  });

  it('needs tournament, team, amount and position; description is optional', async () => {
    const before = await K.state();
    for (const field of ['tournament_id', 'team_id', 'amount', 'position']) {
      const res = await K.submit(K.admin, [K.prize(), K.prize({ position: '2', [field]: undefined })]);
      await K.expectRefused(res, before, 422, 'Por favor, completa todos los campos obligatorios.');
      expect(res.json().errors).toEqual({
        [`prizes.1.${field}`]: ['Por favor, completa todos los campos obligatorios.'],
      });
    }
    await K.expectRefused(await K.submit(K.admin, []), before, 422, 'No hay premios para enviar.');
    const none = await ctx.request(K.admin.token, { method: 'POST', url: '/api/prizes', payload: {} });
    await K.expectRefused(none, before, 422, 'No hay premios para enviar.');
  });

  it('refuses amounts that are not whole, positive and within the league maximum', async () => {
    const before = await K.state();
    for (const amount of [-1, 0, 1.5, 100_000_000_001, Number.MAX_SAFE_INTEGER + 2, true, '1e9'])
      await K.expectRefused(
        await K.submit(K.admin, [K.prize({ amount })]),
        before,
        422,
        'El monto debe ser un número entero entre 1 y 100.000.000.000.',
      );
    await K.expectRefused(
      await K.submit(K.admin, [K.prize({ position: 'x'.repeat(41) })]),
      before,
      422,
      'La posición admite hasta 40 caracteres.',
    );
    await K.expectRefused(
      await K.submit(K.admin, [K.prize({ description: 'nul\u0000' })]),
      before,
      422,
      'El texto tiene caracteres no válidos.',
    );
  });

  it('pays only teams of Primera or Segunda that have a manager, and refuses the whole list otherwise', async () => {
    const before = await K.state();
    const res = await K.submit(K.admin, [
      K.prize(),
      K.prize({ team_id: K.club.id }),
      K.prize({ team_id: K.orphan.id }),
      K.prize({ team_id: 9999 }),
      K.prize({ tournament_id: 9999, position: '3' }),
    ]);
    await K.expectRefused(res, before, 422);
    expect(res.json().errors).toEqual({
      'prizes.1.team_id': ['Solo se pueden dar premios a equipos de Primera o Segunda.'],
      'prizes.2.team_id': ['El equipo no tiene manager: no hay a quién pagarle el premio.'],
      'prizes.3.team_id': ['El equipo no existe.'],
      'prizes.4.tournament_id': ['El torneo no existe.'],
    });
  });

  it('is for the Admin only', async () => {
    const before = await K.state();
    await K.expectRefused(await K.submit(K.organizer, [K.prize()]), before, 403);
    await K.expectRefused(await K.submit(K.primera, [K.prize()]), before, 403);
    await K.expectRefused(await K.submit(undefined, [K.prize()]), before, 401);
    for (const who of [K.organizer, K.primera])
      expect((await ctx.request(who.token, { method: 'GET', url: '/api/prizes' })).statusCode).toBe(403);
  });
});

describe('GET /api/prizes', () => {
  it('lists paid prizes newest first, by tournament or season, paged when asked', async () => {
    const other = await K.fx.tournament({ seasonId: K.season.id, name: 'Copa', format: 'UCL' });
    await K.submit(K.admin, [K.prize(), K.prize({ position: '2' })]);
    await K.submit(K.admin, [K.prize({ tournament_id: other.id })]);
    const all = await ctx.request(K.admin.token, { method: 'GET', url: '/api/prizes' });
    expect(
      all
        .json()
        .data.map(
          (p: { tournament: { name: string }; position: string }) => `${p.tournament.name} ${p.position}`,
        ),
    ).toEqual(['Copa 1°', 'Primera T59 2°', 'Primera T59 1°']);
    expect(all.json().meta).toMatchObject({ total: 3, last_page: 1 });
    const one = await ctx.request(K.admin.token, {
      method: 'GET',
      url: `/api/prizes?tournament_id=${K.t.id}&page=2&per_page=1`,
    });
    expect(one.json()).toMatchObject({
      data: [{ position: '1°' }],
      meta: { current_page: 2, last_page: 2, total: 2 },
    });
    const season = await ctx.request(K.admin.token, {
      method: 'GET',
      url: `/api/prizes?season=${K.season.id + 1}`,
    });
    expect(season.json().data).toEqual([]);
  });
});

describe('POST /api/prizes/{id}/revert', () => {
  it('takes the money back once, with the reason in the ledger, and lets the prize be paid again', async () => {
    const id = (await K.submit(K.admin, [K.prize()])).json().paid[0].id;
    const res = await K.revert(K.admin, id, 'Era para el segundo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Premio revertido: se descontó del presupuesto del manager.',
      prize: { id, reverted_by: { id: K.admin.id, name: 'Ana Admin' }, revert_reason: 'Era para el segundo' },
    });
    expect((await K.state()).balances[K.primera.id]).toBe(0);
    expect((await K.movements('prize_reversal')).map((m) => [m.userId, m.amount, m.refId, m.note])).toEqual([
      [K.primera.id, -150_000_000, id, 'Era para el segundo'],
    ]);
    await ctx.expectLedgerBalanced();

    const before = await K.state();
    await K.expectRefused(await K.revert(K.admin, id), before, 422, 'Este premio ya fue revertido.');
    const again = await K.submit(K.admin, [K.prize()]);
    expect(again.json()).toMatchObject({ message: 'Premios enviados correctamente.', already_paid: [] });
    expect((await K.state()).balances[K.primera.id]).toBe(150_000_000);
    await ctx.expectLedgerBalanced();
  });

  it('may leave the manager below zero: it corrects the Admin’s own mistake', async () => {
    const id = (await K.submit(K.admin, [K.prize({ amount: 10 })])).json().paid[0].id;
    await ctx.db.transaction((tx) =>
      moveMoney(tx, { userId: K.primera.id, amount: -10, reason: 'bet_stake' }),
    );
    expect((await K.revert(K.admin, id)).statusCode).toBe(200);
    expect((await K.state()).balances[K.primera.id]).toBe(-10);
    await ctx.expectLedgerBalanced();
  });

  it('needs a reason, an Admin and an existing prize', async () => {
    const id = (await K.submit(K.admin, [K.prize()])).json().paid[0].id;
    const before = await K.state();
    await K.expectRefused(
      await K.revert(K.admin, id, '  '),
      before,
      422,
      'Escribí el motivo de la reversión.',
    );
    await K.expectRefused(await K.revert(K.organizer, id), before, 403);
    await K.expectRefused(await K.revert(K.admin, 9999), before, 404, 'Premio no encontrado.');
  });
});
