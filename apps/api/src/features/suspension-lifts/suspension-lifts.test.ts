import { describe, expect, it } from 'vitest';
import { useKit, useTestContext } from '../../test/context.test-kit';
import { liftKit, type LiftKit } from '../../test/discipline.test-kit';

const ctx = useTestContext();
const K = useKit(ctx, liftKit);

const playing = (K: LiftKit) => [K.line(K.juan.id, { goals: 1 }, K.next.id)];

describe('lifting a suspension by paying', () => {
  it('a manager asks, staff approve: paid once, and the player may play that match', async () => {
    const barred = await K.save(K.admin.token, playing(K));
    expect(barred.statusCode).toBe(422);
    const asked = await K.request(K.home);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().lift).toMatchObject({ status: 'pending', price: 10_000_000, cause: 'red_card' });
    // The match is named as the form named it.
    expect(asked.json().lift.match.label).toContain('(Fecha 2)');
    const id = asked.json().lift.id as number;
    // Still barred until staff approve.
    expect((await K.save(K.admin.token, playing(K))).statusCode).toBe(422);
    const approved = await K.approve(K.organizer, id);
    expect([approved.statusCode, approved.json().lift.status]).toEqual([200, 'approved']);
    expect(await K.balanceOf(K.home.id)).toBe(40_000_000);
    await K.expectRefused(await K.approve(K.admin, id), await K.state(), 422, 'Este pedido ya fue resuelto.');
    expect((await K.save(K.admin.token, playing(K))).statusCode).toBe(200);
    await ctx.expectLedgerBalanced();
  });

  it('refuses requests that break a rule, and a refusal charges nothing', async () => {
    const before = await K.state();
    const refusals: [{ token: string }, Record<string, unknown>, number, string][] = [
      [K.away, {}, 403, 'Solo podés pedirlo para un jugador de tu equipo.'],
      [
        K.home,
        { cause: 'yellow_cards' },
        422,
        'El jugador no está suspendido por ese motivo para ese partido.',
      ],
      [K.home, { match_id: K.match.id }, 422, 'Ese partido ya se cargó: la suspensión no se puede levantar.'],
      [K.home, { cause: 'nada' }, 422, 'Elegí qué suspensión levantar.'],
    ];
    for (const [who, payload, status, message] of refusals)
      await K.expectRefused(await K.request(who, payload), before, status, message);
    const id = (await K.request(K.home)).json().lift.id as number;
    await K.expectRefused(
      await K.request(K.home),
      await K.state(),
      422,
      'Ya hay un pedido para levantar esa suspensión.',
    );
    await K.expectRefused(
      await K.approve(K.home, id),
      await K.state(),
      403,
      'No tenés permiso para realizar esta acción.',
    );
    const refused = await K.refuse(K.admin, id);
    expect([refused.statusCode, refused.json().lift.refuse_reason]).toEqual([200, 'Fuera de plazo']);
    expect(await K.balanceOf(K.home.id)).toBe(50_000_000);
    // A refused request may be asked again; the manager sees their own requests.
    expect((await K.request(K.home)).statusCode).toBe(200);
    const mine = (await ctx.request(K.home.token, { method: 'GET', url: '/api/suspensions/lifts' })).json();
    expect(mine.data.map((l: { status: string }) => l.status)).toEqual(['pending', 'refused']);
    const theirs = (await ctx.request(K.away.token, { method: 'GET', url: '/api/suspensions/lifts' })).json();
    expect(theirs.data).toEqual([]);
    await ctx.expectLedgerBalanced();
  });
});
