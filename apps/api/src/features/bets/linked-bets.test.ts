import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userBets } from '@liga/db';
import { LINKED_BET_MESSAGES as L } from '@liga/domain';
import { useTestContext } from '../../test/context.test-kit';
import { linkedBetKit, type LinkedBetKit } from './linked-bets.test-kit';

describe('bets from the fixture (docs/rules.md §7.5)', () => {
  const ctx = useTestContext();
  let K: LinkedBetKit;
  beforeEach(async () => {
    K = await linkedBetKit(ctx);
  });

  it('an Admin creates a match bet from a fixture match: teams named, odds suggested, given odds kept', async () => {
    const res = await K.request(K.admin, 'POST', '/bets', { id_match: K.match.id, home_odd: '1.50' });
    expect(res.statusCode, res.body).toBe(201);
    const bet = res.json().bet;
    expect(bet).toMatchObject({ match: 'Atlético Norte vs Deportivo Sur', id_match: K.match.id, open: true });
    expect(bet.home_odd).toBe('1.50');
    const detail = (await K.request(K.admin, 'GET', `/bets/fixture/${K.match.id}`)).json();
    expect(bet.away_odd).toBe(detail.odds.away_odd);
    expect(detail.players.map((p: { name: string }) => p.name)).toEqual(['Juan Goleador']);
    const fixture = (await K.request(K.admin, 'GET', '/bets/fixture')).json();
    expect(fixture.data.map((m: { id: number }) => m.id)).toEqual([K.match.id]);
  });

  it('refuses a link to a missing match, a played one, or a player outside it', async () => {
    const missing = await K.request(K.admin, 'POST', '/bets', { id_match: 999 });
    expect([missing.statusCode, missing.json().errors]).toEqual([422, { id_match: [L.fixtureMatchMissing] }]);
    const half = await K.request(K.admin, 'POST', '/singlebet', {
      id_match: K.match.id,
      goal_odd: 2,
      card_odd: 3,
    });
    expect([half.statusCode, half.json().errors.id_player]).toEqual([422, [L.playerAndMatch]]);
    const manager = await K.request(K.bettor, 'POST', '/bets', { id_match: K.match.id });
    expect(manager.statusCode).toBe(403);
    await K.saveScore(1, 0);
    const played = await K.request(K.admin, 'POST', '/bets', { id_match: K.match.id });
    expect([played.statusCode, played.json().message]).toEqual([422, L.matchAlreadyPlayed]);
  });

  it('betting closes at kick-off: a minute before is taken, at the same instant it is a 422', async () => {
    const bet = await K.matchBet();
    ctx.clock.set(new Date(K.kickOff.getTime() - 60_000));
    await K.stakeId(K.bettor, { id_bet: bet, option: 'home', amount: 5_000_000 });
    ctx.clock.set(K.kickOff);
    const late = await K.stake(K.bettor, { id_bet: bet, option: 'home', amount: 5_000_000 });
    expect([late.statusCode, late.json().errors]).toEqual([422, { id_bet: [L.closedAtKickOff] }]);
    expect(await K.balanceOf(K.bettor.id)).toBe(45_000_000);
    expect((await K.request(K.bettor, 'GET', `/bets/${bet}`)).json().data.open).toBe(false);
    await ctx.expectLedgerBalanced();
  });

  it('betting closes once the result is saved, even before the kick-off', async () => {
    const bet = await K.matchBet();
    const player = await K.playerBet();
    expect((await K.saveScore(2, 1)).statusCode).toBe(200);
    const late = await K.stake(K.bettor, { id_bet: bet, option: 'away', amount: 1_000_000 });
    expect([late.statusCode, late.json().message]).toEqual([422, L.closedByResult]);
    const latePlayer = await K.stake(K.bettor, { id_playerbet: player, option: 'goal', amount: 1_000_000 });
    expect([latePlayer.statusCode, latePlayer.json().message]).toEqual([422, L.closedByResult]);
    expect(await K.balanceOf(K.bettor.id)).toBe(50_000_000);
  });

  it("a manager cannot bet on his own team's match, neither its match bets nor its player bets", async () => {
    const bet = await K.matchBet();
    const player = await K.playerBet();
    for (const payload of [
      { id_bet: bet, option: 'away', amount: 15_000_000 },
      { id_playerbet: player, option: 'card', amount: 1_000_000 },
    ]) {
      for (const who of [K.home, K.away]) {
        const res = await K.stake(who, payload);
        expect([res.statusCode, res.json().message]).toEqual([422, L.ownMatch]);
      }
    }
    expect(await K.userBets()).toEqual([]);
    await ctx.expectLedgerBalanced();
  });

  it('the result settles the match bets: 1X2 and under/over, winners paid once through the ledger', async () => {
    const bet = await K.matchBet();
    await K.stakeId(K.bettor, { id_bet: bet, option: 'home', amount: 10_000_000 });
    await K.stakeId(K.bettor, { id_bet: bet, option: 'over', amount: 2_000_000 });
    await K.stakeId(K.rival, { id_bet: bet, option: 'away', amount: 10_000_000 });
    await K.stakeId(K.rival, { id_bet: bet, option: 'under', amount: 1_000_000 });
    expect((await K.saveScore(2, 1)).statusCode).toBe(200);
    expect((await K.userBets()).map((b) => [b.outcome, b.payout, b.confirmed])).toEqual([
      ['won', 20_000_000, true],
      ['won', 4_000_000, true],
      ['lost', 0, true],
      ['lost', 0, true],
    ]);
    expect(await K.balanceOf(K.bettor.id)).toBe(50_000_000 - 12_000_000 + 24_000_000);
    expect(await K.balanceOf(K.rival.id)).toBe(39_000_000);
    // The same result saved again pays nothing more.
    expect((await K.saveScore(2, 1)).statusCode).toBe(200);
    expect(await K.movements('bet_payout')).toHaveLength(2);
    await ctx.expectLedgerBalanced();
    // Nothing waits for the Admin, and a linked bet is never settled by hand.
    expect((await K.request(K.admin, 'GET', '/bet_user')).json().data).toEqual([]);
    const [first] = await K.userBets();
    const byHand = await K.request(K.admin, 'PUT', `/apuesta/usuario/${first!.id}`, { outcome: 'lost' });
    expect([byHand.statusCode, byHand.json().message]).toEqual([422, L.settlesItself]);
  });

  it('a corrected result re-settles: the old payout is taken back and the new winner paid', async () => {
    const bet = await K.matchBet();
    await K.stakeId(K.bettor, { id_bet: bet, option: 'home', amount: 10_000_000 });
    await K.stakeId(K.rival, { id_bet: bet, option: 'draw', amount: 10_000_000 });
    await K.saveScore(1, 0);
    expect(await K.balanceOf(K.bettor.id)).toBe(60_000_000);
    await K.saveScore(1, 1);
    expect((await K.userBets()).map((b) => [b.outcome, b.payout])).toEqual([
      ['lost', 0],
      ['won', 35_000_000],
    ]);
    expect(await K.balanceOf(K.bettor.id)).toBe(40_000_000);
    expect(await K.balanceOf(K.rival.id)).toBe(75_000_000);
    expect((await K.movements('bet_payout_reversal')).map((m) => m.amount)).toEqual([-20_000_000]);
    await ctx.expectLedgerBalanced();
  });

  it('a result loaded from the matches screen (POST /matches) settles too', async () => {
    const bet = await K.matchBet();
    await K.stakeId(K.bettor, { id_bet: bet, option: 'away', amount: 4_000_000 });
    const res = await K.request(K.home, 'POST', '/matches', {
      tournament_id: K.t.id,
      stage: 1,
      team_home_id: K.home.team.id,
      team_away_id: K.away.team.id,
      score_home: 0,
      score_away: 3,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await K.userBets()).map((b) => b.outcome)).toEqual(['won']);
    expect(await K.balanceOf(K.bettor.id)).toBe(58_000_000);
    await ctx.expectLedgerBalanced();
  });

  it('statistics settle the player bets from goals and cards; "Mis apuestas" shows what decided them', async () => {
    const player = await K.playerBet();
    await K.stakeId(K.bettor, { id_playerbet: player, option: 'goal', amount: 2_000_000 });
    await K.stakeId(K.bettor, { id_playerbet: player, option: 'card', amount: 1_000_000 });
    await K.saveScore(1, 0);
    expect((await K.userBets()).map((b) => b.outcome)).toEqual(['pending', 'pending']);
    const line = {
      tournament_id: K.t.id,
      match_id: K.match.id,
      player_id: K.striker.id,
      goals: 1,
      assists: 0,
    };
    const saved = await K.request(K.admin, 'POST', '/match-statistics', {
      statistics: [
        { ...line, yellow_cards: 0, red_cards: 0, simple_injuries: 0, serious_injuries: 0, mvp: true },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await K.userBets()).map((b) => [b.outcome, b.payout])).toEqual([
      ['won', 5_000_000],
      ['lost', 0],
    ]);
    const mine = (await K.request(K.bettor, 'GET', '/bet_user/mine')).json().data;
    expect(mine[0].decided_by).toMatchObject({
      match: { score_home: 1, score_away: 0, home: { name: 'Atlético Norte' } },
      player: { name: 'Juan Goleador', goals: 1, cards: 0 },
    });
    await ctx.expectLedgerBalanced();
  });

  it('the season leaderboard ranks betting profit of settled bets; open stakes are not lost yet', async () => {
    const bet = await K.matchBet();
    await K.stakeId(K.bettor, { id_bet: bet, option: 'home', amount: 10_000_000 });
    await K.stakeId(K.rival, { id_bet: bet, option: 'away', amount: 5_000_000 });
    await K.saveScore(3, 0);
    // A free-text bet settled by hand counts too, in the active season even when older than every season.
    const free = await K.request(K.admin, 'POST', '/bets', {
      match: 'Libre vs Texto',
      home_odd: '2.00',
      away_odd: '2.00',
      draw_odd: '3.00',
      under: '1.80',
      over: '2.00',
    });
    const stake = await K.stakeId(K.rival, { id_bet: free.json().bet.id, option: 'home', amount: 1_000_000 });
    await ctx.db
      .update(userBets)
      .set({ createdAt: new Date('2000-01-01T00:00:00Z') })
      .where(eq(userBets.id, stake));
    expect(
      (await K.request(K.admin, 'PUT', `/apuesta/usuario/${stake}`, { outcome: 'won' })).statusCode,
    ).toBe(200);
    const board = (await K.request(K.bettor, 'GET', '/bets/leaderboard')).json();
    expect(board.season.id).toBe(K.season.id);
    expect(
      board.data.map((r: { user: { name: string }; profit: number }) => [r.user.name, r.profit]),
    ).toEqual([
      ['Beto Apostador', 10_000_000],
      ['Rita Rival', -4_000_000],
    ]);
  });
});
