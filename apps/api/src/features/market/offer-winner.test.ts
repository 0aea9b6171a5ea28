import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { budgetMovements, users } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { marketLeague, type MarketLeague } from '../../test/market.test-kit';

const ctx = useTestContext();
let L: MarketLeague;
beforeEach(async () => {
  L = await marketLeague(ctx);
});

const NOT_WINNER =
  'Solo se puede confirmar la oferta ganadora: la de mayor valor total (si siguen empatadas después del desempate, la más antigua). Cerrá la ganadora con un motivo para que gane la siguiente.';
const reveal = () => ctx.clock.set(new Date('2026-03-10T21:00:00Z'));
const close = (who: { token: string }, id: number, reason: unknown = 'El comprador no tiene fondos.') =>
  ctx.request(who.token, { method: 'POST', url: `/api/offers/${id}/close`, payload: { reason } });
const offersOf = async (who: { token: string }) =>
  (await ctx.request(who.token, { method: 'GET', url: `/api/clausulas/${L.star.id}` })).json() as {
    offers: { id: number; rank: number | null; confirm_block: string | null; closed_reason: string | null }[];
  };
const clauseMoves = () =>
  ctx.db.select().from(budgetMovements).where(eq(budgetMovements.refType, 'release_clause'));
/** Staff who also run a team and bid: the Admin owns a Primera team with a budget. */
async function adminBids(value: number) {
  await ctx.db.update(users).set({ profits: 100_000_000 }).where(eq(users.id, L.admin.id));
  await L.kit.team({ name: 'Admin FC', division: 'Primera', idUser: L.admin.id });
  return L.offerId(L.admin, { value });
}

describe('the winning offer', () => {
  it('staff confirm only the highest total; closing it with a reason lets the next one win', async () => {
    // The buyer's 10M cash + a 2M player (12M total) beats the rival's 11M cash.
    const buyer = await L.offerId(L.buyer, { value: 10_000_000, other_players: [L.spare.id] });
    const rival = await L.offerId(L.rival, { value: 11_000_000 });
    reveal();
    const before = await L.balances();
    const refused = await L.confirm(L.admin, rival);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: NOT_WINNER, errors: { offer: [NOT_WINNER] } });
    expect(await L.balances()).toEqual(before);

    const shown = await offersOf(L.admin);
    expect(shown.offers.map((o) => [o.id, o.rank, o.confirm_block])).toEqual([
      [buyer, 1, null],
      [rival, 2, 'not_winner'],
    ]);

    expect((await close(L.organizer, buyer, 'El jugador entregado ya no es suyo.')).statusCode).toBe(200);
    const after = await offersOf(L.rival);
    expect(after.offers.map((o) => [o.id, o.rank, o.confirm_block, o.closed_reason])).toEqual([
      [buyer, null, 'closed', 'El jugador entregado ya no es suyo.'],
      [rival, 1, 'own_offer', null],
    ]);
    expect((await L.confirm(L.admin, rival)).statusCode).toBe(200);
    expect((await L.balances())[L.rival.id]).toBe(89_000_000);
    await ctx.expectLedgerBalanced();
  });

  it('ties go to the earlier offer once the tie-break is over (decision 022)', async () => {
    const first = await L.offerId(L.buyer, { value: 12_000_000 });
    const second = await L.offerId(L.rival, { value: 12_000_000 });
    ctx.clock.set(new Date('2026-03-11T00:00:00Z'));
    expect((await L.confirm(L.admin, second)).json().message).toBe(NOT_WINNER);
    expect((await L.confirm(L.admin, first)).statusCode).toBe(200);
    expect(await clauseMoves()).toHaveLength(2);
  });

  it('before the reveal the answer ranks nothing and blocks every offer as sealed', async () => {
    await L.offerId(L.buyer, { value: 12_000_000 });
    await L.offerId(L.rival, { value: 19_000_000 });
    for (const who of [L.buyer, L.admin, L.seller]) {
      const { offers } = await offersOf(who);
      expect(offers.map((o) => [o.rank, o.confirm_block])).toEqual([
        [null, 'sealed'],
        [null, 'sealed'],
      ]);
    }
  });
});

describe('who may decide an offer', () => {
  it('a staff bidder neither confirms their offer nor closes a rival one: another staff member does', async () => {
    const rival = await L.offerId(L.rival, { value: 11_000_000 });
    const own = await adminBids(15_000_000);
    reveal();
    const before = await L.balances();
    const mine = await L.confirm(L.admin, own);
    expect(mine.statusCode).toBe(403);
    expect(mine.json().message).toBe(
      'No podés confirmar una oferta hecha por vos: debe confirmarla otro miembro del staff.',
    );
    const closing = await close(L.admin, rival);
    expect(closing.statusCode).toBe(403);
    expect(closing.json().message).toBe(
      'No podés cerrar ofertas por un jugador al que vos también ofertaste: debe hacerlo otro miembro del staff.',
    );
    expect(await L.balances()).toEqual(before);
    expect((await offersOf(L.admin)).offers.map((o) => o.confirm_block)).toEqual(['own_bid', 'own_offer']);
    expect((await offersOf(L.organizer)).offers.map((o) => o.confirm_block)).toEqual(['not_winner', null]);
    expect((await L.confirm(L.organizer, own)).statusCode).toBe(200);
    expect((await L.balances())[L.admin.id]).toBe(85_000_000);
  });

  it('staff who own the selling team decide none of its player’s offers', async () => {
    await ctx.db.update(users).set({ rol: 'Organizador' }).where(eq(users.id, L.seller.id));
    const id = await L.offerId(L.buyer, { value: 12_000_000 });
    reveal();
    for (const res of [await L.confirm(L.seller, id), await close(L.seller, id)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(
        /por un jugador de tu equipo: debe hacerlo otro miembro del staff\.$/,
      );
    }
    expect((await L.clauseRows()).map((c) => [c.active, c.confirmed])).toEqual([[true, false]]);
    expect((await L.confirm(L.admin, id)).statusCode).toBe(200);
  });

  it('POST /offers/{id}/close requires a reason; the league client’s PUT closes without one', async () => {
    const a = await L.offerId(L.buyer, { value: 12_000_000 });
    const b = await L.offerId(L.rival, { value: 11_000_000 });
    for (const reason of [null, '  ', 'a'.repeat(301), 5]) {
      const res = await close(L.admin, a, reason);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.reason).toEqual(['Escribí el motivo del cierre (entre 3 y 300 caracteres).']);
    }
    // A NUL byte is refused before the route by the input guard (decision 013), with its own message.
    const nul = await close(L.admin, a, 'x\u0000y');
    expect([nul.statusCode, nul.json().errors.reason]).toEqual([
      422,
      ['El texto tiene caracteres no válidos.'],
    ]);
    const put = await ctx.request(L.admin.token, { method: 'PUT', url: `/api/cerrar-oferta/${b}` });
    expect(put.statusCode).toBe(200);
    expect((await L.clauseRows()).map((c) => [c.active, c.closedReason, c.closedBy])).toEqual([
      [true, null, null],
      [false, null, L.admin.id],
    ]);
  });
});

// On PGlite the requests queue; on PostgreSQL (npm run test:pg) they race on the row locks.
describe('racing decisions', () => {
  it('confirmations of both offers and closes of the winner at once: one outcome, money moved once', async () => {
    const loser = await L.offerId(L.buyer, { value: 11_000_000 });
    const winner = await L.offerId(L.rival, { value: 15_000_000 });
    reveal();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        [
          () => L.confirm(L.admin, winner),
          () => L.confirm(L.organizer, loser),
          () => close(L.organizer, winner),
        ][i % 3]!(),
      ),
    );
    expect(responses.filter((r) => r.statusCode >= 500)).toEqual([]);
    const rows = await L.clauseRows();
    const confirmed = rows.filter((c) => c.confirmed);
    expect(confirmed).toHaveLength(1);
    const moves = await clauseMoves();
    expect(moves).toHaveLength(2);
    const paid = confirmed[0]!;
    expect(moves.map((m) => [m.userId, m.amount])).toEqual([
      [paid.createdBy, -paid.value],
      [L.seller.id, paid.value],
    ]);
    expect(
      responses.filter((r) => r.statusCode === 200 && r.json().message.startsWith('Oferta confirmada')),
    ).toHaveLength(1);
    await ctx.expectLedgerBalanced();
  });
});
