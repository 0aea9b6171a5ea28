import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { transfers } from '@liga/db';
import { MAX_OPEN_PROPOSALS } from '@liga/domain';
import { useKit, useTestContext } from '../../test/context.test-kit';
import { transferKit } from './transfers.test-kit';

const ctx = useTestContext();
const K = useKit(ctx, transferKit);

const HOUR = 3_600_000;
const post = (who: { token: string }, url: string) => ctx.request(who.token, { method: 'POST', url });
const statusOf = async (id: number) =>
  (await ctx.db.select({ s: transfers.status }).from(transfers).where(eq(transfers.id, id)))[0]!.s;

/** Decision 013: a proposal cannot freeze a rival's squad. */
describe('transfer proposals', () => {
  it('a rival asking for the seller’s players locks nothing: the owner still deals them elsewhere', async () => {
    const ask = await K.create(K.L.buyer, K.deal());
    expect(ask.statusCode, ask.body).toBe(201);
    expect(ask.json().transfer).toMatchObject({ can_confirm: false, can_reject: false, can_cancel: true });
    expect((await K.L.playerRows([K.L.star.id])).map((p) => p.status)).toEqual(['registrado']);
    // The owner offers the same players to another team: allowed, the rival's ask holds nothing.
    const own = await K.create(K.L.seller, K.deal({ id_team_to: K.L.rivalTeam.id, budget: 0 }));
    expect(own.statusCode, own.body).toBe(201);
    // …and the owner's own offer does hold them: a third proposal naming them is refused.
    const third = await K.create(K.L.buyer, K.deal({ budget: 0 }));
    expect([third.statusCode, third.json().message]).toEqual([
      422,
      'El jugador Estrella ya está en una transferencia pendiente.',
    ]);
  });

  it('the other party rejects, the creator cancels; nothing moves and neither can be confirmed after', async () => {
    const a = (await K.create(K.L.buyer, K.deal())).json().transfer.id as number;
    expect((await post(K.L.buyer, `/api/transferencia_rechazada/${a}`)).json().message).toBe(
      'Solo la otra parte o un Admin pueden rechazar esta transferencia.',
    );
    const before = await K.state();
    const rejected = await post(K.L.seller, `/api/transferencia_rechazada/${a}`);
    expect([rejected.statusCode, rejected.json().message]).toEqual([200, 'Transferencia rechazada']);
    expect(await statusOf(a)).toBe('rechazado');
    const late = await K.confirm(K.L.seller, a);
    expect([late.statusCode, late.json().message]).toEqual([422, 'La transferencia ya no está pendiente.']);
    expect((await K.state()).balances).toEqual(before.balances);

    const b = (await K.create(K.L.buyer, K.deal())).json().transfer.id as number;
    const notYours = await post(K.L.seller, `/api/transferencia_cancelada/${b}`);
    expect([notYours.statusCode, notYours.json().message]).toEqual([
      403,
      'Solo quien creó la transferencia o un Admin pueden cancelarla.',
    ]);
    expect((await post(K.L.buyer, `/api/transferencia_cancelada/${b}`)).statusCode).toBe(200);
    expect(await statusOf(b)).toBe('cancelado');
    expect((await post(K.L.buyer, `/api/transferencia_cancelada/${b}`)).json().message).toBe(
      'La transferencia ya no está pendiente.',
    );
  });

  it('expires 48 hours after it was made: gone from the pending list, refused on accept', async () => {
    const res = await K.create(K.L.buyer, K.deal());
    const id = res.json().transfer.id as number;
    const expires = new Date(res.json().transfer.expires_at as string).getTime();
    expect(expires - ctx.clock.now().getTime()).toBeGreaterThan(48 * HOUR - 5000);
    expect(expires - ctx.clock.now().getTime()).toBeLessThanOrEqual(48 * HOUR);
    ctx.clock.advance(48 * HOUR + 1000);
    const pending = await ctx.request(K.L.seller.token, {
      method: 'GET',
      url: '/api/transferencia_pendiente',
    });
    expect(pending.json()).toEqual([]);
    await K.expectCallRefused(
      () => K.confirm(K.L.seller, id),
      422,
      'La propuesta venció: pasaron más de 48 horas sin respuesta.',
    );
  });

  it(`allows a manager ${MAX_OPEN_PROPOSALS} open proposals at once`, async () => {
    for (let i = 0; i < MAX_OPEN_PROPOSALS; i++)
      expect((await K.create(K.L.buyer, K.deal({ players: [K.extra.id], budget: i }))).statusCode).toBe(201);
    const over = await K.create(K.L.buyer, K.deal({ players: [K.L.star.id] }));
    expect([over.statusCode, over.json().message]).toEqual([
      422,
      `Ya tenés ${MAX_OPEN_PROPOSALS} propuestas de transferencia abiertas: esperá una respuesta o cancelá alguna.`,
    ]);
    ctx.clock.advance(49 * HOUR); // expired ones no longer count
    expect((await K.create(K.L.buyer, K.deal({ players: [K.L.star.id] }))).statusCode).toBe(201);
  });
});
