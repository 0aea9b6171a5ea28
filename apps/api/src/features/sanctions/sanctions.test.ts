import { describe, expect, it } from 'vitest';
import { useKit, useTestContext } from '../../test/context.test-kit';
import { HOURS, MATCH_DATE, sanctionKit } from '../../test/discipline.test-kit';

const ctx = useTestContext();
const K = useKit(ctx, sanctionKit);

describe('sanctions', () => {
  it('two warnings make an admonition; a manager sees only their own team', async () => {
    for (const reason of ['Insultos en el chat', 'Demora en presentarse']) {
      const res = await K.create(K.organizer, { kind: 'warning', reason });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().sanction).toMatchObject({ kind: 'warning', amount: 0, reason });
    }
    await K.create(K.organizer, { kind: 'postponement', team_id: K.away.team.id });
    const staff = (await K.list(K.admin)).json();
    expect(staff.data).toHaveLength(3);
    expect(
      staff.standings.map((s: { team: { name: string }; admonitions: number }) => [
        s.team.name,
        s.admonitions,
      ]),
    ).toEqual([
      ['Atlético Norte', 1],
      ['Deportivo Sur', 0],
    ]);
    const own = (await K.list(K.home, `?team_id=${K.away.team.id}`)).json();
    expect(own.data.map((s: { team: { id: number } }) => s.team.id)).toEqual([
      K.home.team.id,
      K.home.team.id,
    ]);
    expect((await K.list(K.visitor)).statusCode).toBe(403);
    await ctx.expectLedgerBalanced();
  });

  it('withdrawals are fined 5M, 10M (+2M unnotified) by the live ones; a revert gives the fine back once', async () => {
    const ids: number[] = [];
    for (const notified of [true, true]) {
      const res = await K.create(K.admin, { kind: 'withdrawal', notified });
      ids.push(res.json().sanction.id);
    }
    expect(await K.balanceOf(K.home.id)).toBe(-15_000_000);
    const reverted = await K.revert(K.organizer, ids[1]!);
    expect([reverted.statusCode, reverted.json().sanction.revert_reason]).toEqual([200, 'Cargada por error']);
    expect(await K.balanceOf(K.home.id)).toBe(-5_000_000);
    await K.expectRefused(
      await K.revert(K.admin, ids[1]!),
      await K.state(),
      422,
      'Esta sanción ya fue revertida.',
    );
    // The reverted one no longer counts: this is the second live withdrawal, not notified.
    const third = await K.create(K.admin, { kind: 'withdrawal', notified: false });
    expect(third.json().sanction.amount).toBe(12_000_000);
    expect(await K.balanceOf(K.home.id)).toBe(-17_000_000);
    await ctx.expectLedgerBalanced();
  });

  it('refuses what breaks a rule and changes nothing', async () => {
    const before = await K.state();
    const refusals: [{ token: string }, Record<string, unknown>, number, string][] = [
      [K.home, { kind: 'warning' }, 403, 'No tenés permiso para realizar esta acción.'],
      [K.admin, { kind: 'warning', match_id: null }, 422, 'Indicá el partido o la oferta de la sanción.'],
      [K.admin, { kind: 'withdrawal', match_id: undefined }, 422, 'Esta sanción va con un partido.'],
      [K.admin, { kind: 'late_entry' }, 422, 'Elegí el tipo de sanción.'],
      [K.admin, { kind: 'warning', reason: '  ' }, 422, 'Escribí el motivo.'],
      [K.admin, { kind: 'warning', team_id: 999_999 }, 422, 'No existe ese equipo.'],
    ];
    for (const [who, payload, status, message] of refusals)
      await K.expectRefused(await K.create(who, payload), before, status, message);
    ctx.clock.set(new Date(MATCH_DATE.getTime() + 7 * HOURS));
    await K.expectRefused(
      await K.create(K.admin, { kind: 'result_claim' }),
      before,
      422,
      'El reclamo de un resultado se hace dentro de las 6 horas del partido.',
    );
    await K.expectRefused(await K.revert(K.admin, 4242), before, 404, 'No existe esa sanción.');
  });

  it('a result claim within 6 h of the match is recorded', async () => {
    ctx.clock.set(new Date(MATCH_DATE.getTime() + 5 * HOURS));
    const res = await K.create(K.organizer, { kind: 'result_claim', team_id: K.away.team.id });
    expect([res.statusCode, res.json().message]).toEqual([200, 'Sanción registrada.']);
  });
});
