import { beforeEach, describe, expect, it } from 'vitest';
import { auctionBids, auctions, matchStatistics } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { competitionKit } from '../../test/competition.test-kit';
import { addVolante, HOUR, marketLeague } from '../../test/market.test-kit';

const ctx = useTestContext();

/** The market league plus 'Volante' in the seller's team, and a transfer proposal call. */
async function league() {
  const L = await marketLeague(ctx);
  const extra = await addVolante(L);
  const create = (who: { token: string }, data: Record<string, unknown>) =>
    ctx.request(who.token, { method: 'POST', url: '/api/transfer', payload: { data } });
  const deal = (more: Record<string, unknown> = {}) => ({
    id_team_from: L.sellerTeam.id,
    id_team_to: L.buyerTeam.id,
    players: [L.star.id, extra.id],
    budget: 7_000_000,
    ...more,
  });
  const confirm = (who: { token: string }, id: number) =>
    ctx.request(who.token, { method: 'POST', url: `/api/transferencia_confirmada/${id}` });
  return { L, extra, create, deal, confirm };
}
let T: Awaited<ReturnType<typeof league>>;
beforeEach(async () => {
  T = await league();
});

const profile = async (token: string | undefined, id: number) =>
  ctx.request(token, { method: 'GET', url: `/api/players/${id}/profile` });

describe('GET /api/players/:id/profile', () => {
  it("shows the team, its manager, and the value's history from the recorded changes", async () => {
    const { L } = T;
    ctx.clock.advance(HOUR);
    await ctx.request(L.admin.token, {
      method: 'PUT',
      url: `/api/players/${L.star.id}`,
      payload: { value: 12_000_000 },
    });
    ctx.clock.advance(HOUR);
    await ctx.request(L.organizer.token, {
      method: 'PUT',
      url: `/api/players/${L.star.id}`,
      payload: { value: 15_000_000 },
    });
    // A change of status alone is no point of the value's history.
    await ctx.request(L.organizer.token, {
      method: 'PUT',
      url: `/api/players/${L.star.id}`,
      payload: { status: 'restringido' },
    });
    const res = await profile(L.rival.token, L.star.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.player).toMatchObject({
      name: 'Estrella',
      value: 15_000_000,
      status: 'restringido',
      id_team: { name: 'Vendedores FC' },
    });
    expect(body.manager).toEqual({ id: L.seller.id, name: 'Sara Vendedora' });
    expect(body.value_history).toEqual([
      { at: body.created_at, value: 10_000_000 },
      { at: expect.stringMatching(/^2026-03-10T16:00:0/), value: 12_000_000 },
      { at: expect.stringMatching(/^2026-03-10T17:00:0/), value: 15_000_000 },
    ]);
    const untouched = await profile(L.rival.token, L.spare.id);
    expect(untouched.json().value_history).toEqual([{ at: untouched.json().created_at, value: 2_000_000 }]);
  });

  it('never shows a sealed offer, not even to its bidder, and shows it once revealed, also where he was handed over', async () => {
    const { L } = T;
    await L.offerId(L.buyer, { value: 15_000_000, other_players: JSON.stringify([L.spare.id]) });
    for (const who of [L.buyer, L.rival, L.seller, L.admin]) {
      const sealed = await profile(who.token, L.star.id);
      expect(sealed.json().clauses).toEqual([]);
      expect(JSON.stringify(sealed.json())).not.toContain('15000000');
    }
    expect((await profile(L.buyer.token, L.spare.id)).json().clauses).toEqual([]);
    ctx.clock.advance(6 * HOUR + 1); // past 18:00 in the league's zone: the round is revealed
    const open = await profile(L.rival.token, L.star.id);
    expect(open.json().clauses).toEqual([
      expect.objectContaining({
        role: 'target',
        player: { id: L.star.id, name: 'Estrella' },
        team: { id: L.sellerTeam.id, name: 'Vendedores FC' },
        bidder: { id: L.buyer.id, name: 'Bruno Comprador' },
        total_value: 17_000_000,
        confirmed: false,
        active: true,
      }),
    ]);
    const handed = await profile(L.rival.token, L.spare.id);
    expect(handed.json().clauses).toMatchObject([{ role: 'handed', player: { name: 'Estrella' } }]);
  });

  it('lists the confirmed transfers that moved him, with who went along', async () => {
    const { L } = T;
    const created = await T.create(L.seller, T.deal());
    await T.confirm(L.buyer, created.json().transfer.id);
    const res = await profile(L.rival.token, L.star.id);
    expect(res.json().transfers).toEqual([
      {
        id: created.json().transfer.id,
        at: expect.any(String),
        team_from: { id: L.sellerTeam.id, name: 'Vendedores FC' },
        team_to: { id: L.buyerTeam.id, name: 'Compradores FC' },
        budget: 7_000_000,
        with_players: ['Volante'],
      },
    ]);
    // A proposal not yet accepted is the two parties' business: not on the page.
    await T.create(
      L.buyer,
      T.deal({ id_team_from: L.buyerTeam.id, id_team_to: L.sellerTeam.id, players: [T.extra.id] }),
    );
    expect((await profile(L.rival.token, T.extra.id)).json().transfers).toHaveLength(1);
  });

  it('sums his statistics per season and tournament, and lists his auctions with the highest bid', async () => {
    const { L } = T;
    const kit = competitionKit(ctx);
    const league = await kit.tournament({ seasonId: L.season.id, name: 'Liga 59' });
    const cup = await kit.tournament({ seasonId: L.season.id, name: 'Copa 59', format: 'UCL' });
    const m1 = await kit.match({
      tournamentId: league.id,
      home: L.sellerTeam.id,
      away: L.buyerTeam.id,
      stage: 1,
    });
    const m2 = await kit.match({
      tournamentId: league.id,
      home: L.rivalTeam.id,
      away: L.sellerTeam.id,
      stage: 2,
    });
    const m3 = await kit.match({
      tournamentId: cup.id,
      home: L.sellerTeam.id,
      away: L.rivalTeam.id,
      stage: 4,
    });
    const line = { playerId: L.star.id, teamId: L.sellerTeam.id };
    await ctx.db.insert(matchStatistics).values([
      { ...line, matchId: m1.id, tournamentId: league.id, goals: 2, assists: 1, yellowCards: 1, mvp: true },
      { ...line, matchId: m2.id, tournamentId: league.id, goals: 1, simpleInjuries: 1 },
      { ...line, matchId: m3.id, tournamentId: cup.id, redCards: 1 },
    ]);
    const [auction] = await ctx.db
      .insert(auctions)
      .values({
        idPlayer: L.star.id,
        idTeam: L.sellerTeam.id,
        idSeason: L.season.id,
        createdBy: L.rival.id,
        openingAmount: 5_000_000,
        closesAt: new Date('2026-03-11T15:00:00Z'),
      })
      .returning();
    await ctx.db.insert(auctionBids).values([
      { auctionId: auction!.id, userId: L.rival.id, amount: 5_000_000 },
      { auctionId: auction!.id, userId: L.buyer.id, amount: 6_000_000 },
    ]);
    const body = (await profile(L.buyer.token, L.star.id)).json();
    expect(body.statistics).toEqual([
      {
        season: { id: L.season.id, name: 'Temporada 59' },
        tournament: { id: cup.id, name: 'Copa 59' },
        matches: 1,
        goals: 0,
        assists: 0,
        yellow_cards: 0,
        red_cards: 1,
        injuries: 0,
        mvp: 0,
      },
      {
        season: { id: L.season.id, name: 'Temporada 59' },
        tournament: { id: league.id, name: 'Liga 59' },
        matches: 2,
        goals: 3,
        assists: 1,
        yellow_cards: 1,
        red_cards: 0,
        injuries: 1,
        mvp: 1,
      },
    ]);
    expect(body.auctions).toEqual([
      {
        id: auction!.id,
        status: 'active',
        amount: 6_000_000,
        closes_at: '2026-03-11T15:00:00.000Z',
        confirmed_at: null,
        winner: null,
      },
    ]);
  });

  it('is for signed-in accounts: 401 without a session, 404 for no such player, 422 for a bad id', async () => {
    const { L } = T;
    const waiting = await ctx.actor('En lista de espera');
    expect((await profile(waiting.token, L.star.id)).statusCode).toBe(200);
    expect((await profile(undefined, L.star.id)).statusCode).toBe(401);
    const missing = await profile(L.buyer.token, 999_999);
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Jugador no encontrado.']);
    const bad = await ctx.request(L.buyer.token, { method: 'GET', url: '/api/players/abc/profile' });
    expect(bad.statusCode).toBe(422);
  });
});
