import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { budgetMovements, users } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { HOUR, marketLeague, type MarketLeague } from '../../test/market.test-kit';

const ctx = useTestContext();
let L: MarketLeague;
beforeEach(async () => {
  L = await marketLeague(ctx);
});

type Who = { token: string };
type Offer = {
  id: number;
  value: number | null;
  total_value: number | null;
  rank: number | null;
  confirm_block: string | null;
  raised: boolean;
  tied: boolean;
  tiebreak_until: string | null;
  tiebreak_open: boolean;
};
// Offers at noon (Buenos Aires 12:00) are revealed at 18:00 (21:00Z); the tie-break ends 3 h later.
const REVEAL = new Date('2026-03-10T21:00:00Z');
const END = new Date(REVEAL.getTime() + 3 * HOUR);
const RUNNING =
  'Hay un empate en el primer puesto: los empatados pueden mejorar su oferta hasta el 10-03-2026 21:00. Se confirma cuando termine el desempate.';
const raise = (who: Who, id: number, value: unknown) =>
  ctx.request(who.token, { method: 'POST', url: `/api/offers/${id}/raise`, payload: { value } });
const offersOf = async (who: Who) =>
  (
    (await ctx.request(who.token, { method: 'GET', url: `/api/clausulas/${L.star.id}` })).json() as {
      offers: Offer[];
    }
  ).offers;
const payments = () =>
  ctx.db.select().from(budgetMovements).where(eq(budgetMovements.reason, 'clause_payment'));

/** The rival (first) and the buyer tie at 12M; a third bidder offers less. */
async function tie() {
  const third = await ctx.actor('Manager Segunda', { name: 'Tercero', profits: 100_000_000 });
  await L.kit.team({ name: 'Terceros FC', division: 'Segunda', idUser: third.id });
  const rival = await L.offerId(L.rival, { value: 12_000_000 });
  ctx.clock.advance(HOUR);
  const buyer = await L.offerId(L.buyer, { value: 12_000_000 });
  const low = await L.offerId(third, { value: 11_000_000 });
  ctx.clock.set(REVEAL);
  return { rival, buyer, low, third };
}

describe('the clause tie-break (decision 022)', () => {
  it('a tie at the reveal gives the tied bidders 3 h to raise, sealed; staff confirm after it', async () => {
    const { rival, buyer, low, third } = await tie();
    const before = await L.balances();
    for (const id of [rival, buyer]) {
      const res = await L.confirm(L.admin, id);
      expect(res.json()).toEqual({ message: RUNNING, errors: { offer: [RUNNING] } });
    }
    const shown = await offersOf(L.admin);
    expect(
      shown.map((o) => [o.id, o.rank, o.tied, o.confirm_block, o.tiebreak_until, o.tiebreak_open]),
    ).toEqual([
      [rival, 1, true, 'tiebreak', END.toISOString(), true],
      [buyer, 2, true, 'tiebreak', END.toISOString(), true],
      [low, 3, false, 'tiebreak', END.toISOString(), true],
    ]);

    ctx.clock.advance(2 * HOUR);
    const raised = await raise(L.buyer, buyer, 14_000_000);
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toMatchObject({
      message: 'Oferta mejorada: queda oculta hasta que termine el desempate.',
      clause: { id: buyer, value: 14_000_000, total_value: 14_000_000, raised: true },
    });
    // Sealed to everyone but its bidder: the revealed 12M, the same ranking.
    for (const who of [L.admin, L.rival, L.seller, third]) {
      const seen = (await offersOf(who)).find((o) => o.id === buyer)!;
      expect([seen.value, seen.total_value, seen.raised, seen.rank]).toEqual([
        12_000_000,
        12_000_000,
        false,
        2,
      ]);
    }
    expect((await offersOf(L.buyer)).find((o) => o.id === buyer)).toMatchObject({
      value: 14_000_000,
      raised: true,
    });
    expect(await L.balances()).toEqual(before);

    ctx.clock.set(END);
    expect((await raise(L.rival, rival, 15_000_000)).json().message).toBe(
      'No hay un desempate abierto para esta oferta: ya no se puede mejorar.',
    );
    const after = await offersOf(L.rival);
    expect(after.map((o) => [o.tiebreak_until, o.tiebreak_open])).toContainEqual([END.toISOString(), false]);
    expect(after.map((o) => [o.id, o.rank, o.total_value, o.raised])).toEqual([
      [rival, 2, 12_000_000, false],
      [buyer, 1, 14_000_000, true],
      [low, 3, 11_000_000, false],
    ]);
    expect((await L.confirm(L.admin, rival)).statusCode).toBe(422);
    expect((await L.confirm(L.admin, buyer)).statusCode).toBe(200);
    const balances = await L.balances();
    expect([balances[L.buyer.id], balances[L.seller.id]]).toEqual([86_000_000, 34_000_000]);
    expect((await payments()).map((m) => m.amount)).toEqual([-14_000_000]);
    await ctx.expectLedgerBalanced();
  });

  it('a tie left after it goes to the earlier original offer, even when both raised the same', async () => {
    const { rival, buyer } = await tie();
    expect((await raise(L.buyer, buyer, 13_000_000)).statusCode).toBe(200);
    expect((await raise(L.rival, rival, 13_000_000)).statusCode).toBe(200);
    ctx.clock.set(END);
    expect((await L.confirm(L.admin, buyer)).statusCode).toBe(422);
    expect((await L.confirm(L.organizer, rival)).statusCode).toBe(200);
    expect((await payments()).map((m) => m.amount)).toEqual([-13_000_000]);
  });

  it('only a tied bidder raises their own live offer, above its cash, within the bounds and the budget', async () => {
    const { rival, buyer, low, third } = await tie();
    const rows = await L.clauseRows();
    const refused = async (who: Who, id: number, value: unknown, status: number, message: string) => {
      const res = await raise(who, id, value);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    };
    await refused(L.rival, buyer, 14_000_000, 403, 'Solo quien hizo la oferta puede mejorarla.');
    await refused(L.admin, buyer, 14_000_000, 403, 'Solo quien hizo la oferta puede mejorarla.');
    await refused(
      third,
      low,
      14_000_000,
      422,
      'Solo las ofertas empatadas en el primer puesto pueden mejorarse.',
    );
    await refused(
      L.buyer,
      buyer,
      12_000_000,
      422,
      'La mejora debe superar el efectivo de tu oferta (12.000.000 €).',
    );
    await refused(
      L.buyer,
      buyer,
      20_000_001,
      422,
      'El valor de la cláusula debe estar entre 10.000.000 y 20.000.000.',
    );
    await refused(
      L.buyer,
      buyer,
      'mucho',
      422,
      'El valor de la cláusula debe ser un número entero mayor que 0.',
    );
    await refused(L.buyer, 999_999, 13_000_000, 404, 'Oferta no encontrada.');
    await ctx.db.update(users).set({ profits: 12_500_000 }).where(eq(users.id, L.buyer.id));
    await refused(L.buyer, buyer, 13_000_000, 422, 'Presupuesto insuficiente para ejecutar la cláusula.');
    expect(await L.clauseRows()).toEqual(rows);
    await ctx.db.update(users).set({ profits: 100_000_000 }).where(eq(users.id, L.buyer.id));
    expect((await raise(L.buyer, buyer, 13_000_000)).statusCode).toBe(200);
    await refused(
      L.buyer,
      buyer,
      13_000_000,
      422,
      'La mejora debe superar el efectivo de tu oferta (13.000.000 €).',
    );
    // Closed by staff during the tie-break: it no longer competes, and the tie-break still runs.
    expect(
      (
        await ctx.request(L.organizer.token, {
          method: 'POST',
          url: `/api/offers/${rival}/close`,
          payload: { reason: 'El comprador no tiene fondos.' },
        })
      ).statusCode,
    ).toBe(200);
    await refused(L.rival, rival, 14_000_000, 422, 'Esta oferta ya no compite: no se puede mejorar.');
    expect((await L.confirm(L.admin, buyer)).json().message).toBe(RUNNING);
  });

  it('no raise before the reveal or without a tie, and then staff confirm at the reveal', async () => {
    const rival = await L.offerId(L.rival, { value: 12_000_000 });
    const buyer = await L.offerId(L.buyer, { value: 13_000_000 });
    const none = 'No hay un desempate abierto para esta oferta: ya no se puede mejorar.';
    expect((await raise(L.rival, rival, 14_000_000)).json().message).toBe(none);
    ctx.clock.set(REVEAL);
    expect((await raise(L.rival, rival, 14_000_000)).json().message).toBe(none);
    expect((await offersOf(L.admin)).map((o) => [o.id, o.tiebreak_until, o.tied])).toEqual([
      [rival, null, false],
      [buyer, null, false],
    ]);
    expect((await L.confirm(L.admin, buyer)).statusCode).toBe(200);
  });
});
