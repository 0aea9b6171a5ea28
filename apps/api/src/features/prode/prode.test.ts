import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { budgetMovements, prodePredictions } from '@liga/db';
import { PRODE_MESSAGES as M, type ProdeRoundAnswer } from '@liga/domain';
import { useTestContext } from '../../test/context.test-kit';
import { balanceOf } from '../../test/money.test-kit';
import { HOUR, KICKOFF, prodeLeague, type ProdeLeague } from './prode.test-kit';

const ctx = useTestContext();
let L: ProdeLeague;

beforeEach(async () => {
  L = await prodeLeague(ctx);
  L.beforeKickoff();
});

const storedPredictions = () =>
  ctx.db.select().from(prodePredictions).orderBy(prodePredictions.userId, prodePredictions.matchId);

describe('PUT /api/prode/predictions', () => {
  it('saves and replaces a manager predictions for the round', async () => {
    const first = await L.predict(L.ana.token, [
      { id_match: L.m1.id, home: 2, away: 1 },
      { id_match: L.m2.id, home: '0', away: '0' },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(M.saved);
    await L.predict(L.ana.token, [{ id_match: L.m1.id, home: 3, away: 3 }]);
    const rows = await storedPredictions();
    expect(rows.map((r) => [r.matchId, r.home, r.away])).toEqual([
      [L.m1.id, 3, 3],
      [L.m2.id, 0, 0],
    ]);
  });

  it('refuses the whole submission at the kick-off instant and after, per line, and changes nothing', async () => {
    await L.predict(L.ana.token, [{ id_match: L.m2.id, home: 1, away: 0 }]);
    const before = await storedPredictions();
    // The clock stands still at each instant: the server reads it once per request.
    const frozen = vi.spyOn(ctx.clock, 'now');
    for (const at of [KICKOFF, new Date(KICKOFF.getTime() + 1)]) {
      frozen.mockImplementation(() => new Date(at.getTime()));
      const res = await L.predict(L.ana.token, [
        { id_match: L.m2.id, home: 2, away: 2 },
        { id_match: L.m1.id, home: 1, away: 1 },
      ]);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ '1.id_match': [M.kickedOff] });
      expect(await storedPredictions()).toEqual(before);
    }
    frozen.mockImplementation(() => new Date(KICKOFF.getTime() - 1));
    expect((await L.predict(L.ana.token, [{ id_match: L.m1.id, home: 1, away: 1 }])).statusCode).toBe(200);
    frozen.mockRestore();
  });

  it('refuses a match whose result is saved, even before its kick-off', async () => {
    expect((await L.result(L.m3.id, 1, 0)).statusCode).toBe(200);
    const res = await L.predict(L.beto.token, [{ id_match: L.m3.id, home: 1, away: 0 }]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: M.hasResult, errors: { '0.id_match': [M.hasResult] } });
  });

  it.each([
    ['an unknown match', [{ id_match: 999_999, home: 1, away: 0 }], '0.id_match', M.matchNotFound],
    ['a repeated match', 'repeat', '1.id_match', M.matchRepeated],
    ['negative goals', 'negative', '0.home', 'Los goles deben ser un número entero entre 0 y 99.'],
    ['missing goals', 'missing', '0.away', M.goalsRequired],
    ['an empty list', [], '', M.listRequired],
  ])('answers 422 in Spanish for %s', async (_label, body, field, message) => {
    const lines =
      body === 'repeat'
        ? [
            { id_match: L.m1.id, home: 1, away: 0 },
            { id_match: L.m1.id, home: 2, away: 0 },
          ]
        : body === 'negative'
          ? [{ id_match: L.m1.id, home: -1, away: 0 }]
          : body === 'missing'
            ? [{ id_match: L.m1.id, home: 1 }]
            : body;
    const res = await L.predict(L.ana.token, lines as object);
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.values(errors).flat()).toContain(message);
    if (field) expect(errors[field]).toContain(message);
    expect(await storedPredictions()).toEqual([]);
  });

  it('lets only league members with a team play', async () => {
    const visitor = await L.predict(L.visitor.token, [{ id_match: L.m1.id, home: 1, away: 0 }]);
    expect(visitor.statusCode).toBe(403);
    const teamless = await L.predict(L.admin.token, [{ id_match: L.m1.id, home: 1, away: 0 }]);
    expect(teamless.statusCode).toBe(422);
    expect(teamless.json().message).toBe(M.noTeam);
    expect(await storedPredictions()).toEqual([]);
  });
});

describe('GET /api/prode', () => {
  const matchOf = (answer: ProdeRoundAnswer, id: number) => answer.matches.find((m) => m.id === id)!;

  it('hides the others predictions until kick-off, then shows everyone', async () => {
    await L.predict(L.ana.token, [{ id_match: L.m1.id, home: 2, away: 1 }]);
    await L.predict(L.beto.token, [{ id_match: L.m1.id, home: 0, away: 1 }]);
    const before = (await L.round(L.beto.token)).json() as ProdeRoundAnswer;
    expect(matchOf(before, L.m1.id)).toMatchObject({
      locked: false,
      mine: { home: 0, away: 1, points: null },
      predictions: [],
      predicted: 2,
    });
    expect(before.table).toEqual([]);
    expect(before.can_predict).toBe(true);
    expect(JSON.stringify(before)).not.toContain('"home":2');

    ctx.clock.set(KICKOFF);
    const after = (await L.round(L.visitor.token)).json() as ProdeRoundAnswer;
    expect(after.can_predict).toBe(false);
    const m1 = matchOf(after, L.m1.id);
    expect(m1.locked).toBe(true);
    expect(m1.mine).toBeNull();
    expect(m1.predictions.map((p) => [p.user.id, p.home, p.away])).toEqual([
      [L.ana.id, 2, 1],
      [L.beto.id, 0, 1],
    ]);
    expect(matchOf(after, L.m2.id).locked).toBe(false);
  });

  it('scores after a result is saved and re-scores after it is corrected', async () => {
    await L.predict(L.ana.token, [
      { id_match: L.m1.id, home: 2, away: 1 },
      { id_match: L.m2.id, home: 0, away: 0 },
    ]);
    await L.predict(L.beto.token, [
      { id_match: L.m1.id, home: 1, away: 0 },
      { id_match: L.m2.id, home: 1, away: 2 },
    ]);
    ctx.clock.set(new Date(KICKOFF.getTime() + 3 * HOUR));
    await L.result(L.m1.id, 2, 1);
    await L.result(L.m2.id, 1, 3);
    const scored = (await L.round(L.caro.token)).json() as ProdeRoundAnswer;
    expect(scored.finished).toBe(true);
    expect(scored.table.map((r) => [r.user.id, r.position, r.points, r.exact])).toEqual([
      [L.ana.id, 1, 3, 1],
      [L.beto.id, 2, 2, 0],
    ]);
    expect(scored.winners.map((w) => w.user.id)).toEqual([L.ana.id]);

    await L.result(L.m1.id, 1, 0);
    const corrected = (await L.round(L.caro.token)).json() as ProdeRoundAnswer;
    expect(corrected.table.map((r) => [r.user.id, r.position, r.points, r.exact])).toEqual([
      [L.beto.id, 1, 4, 1],
      [L.ana.id, 2, 1, 0],
    ]);
    const board = (await ctx.request(L.caro.token, { method: 'GET', url: '/api/prode/leaderboard' })).json();
    expect(
      board.data.map((r: { user: { id: number }; points: number; rounds_won: number }) => [
        r.user.id,
        r.points,
        r.rounds_won,
      ]),
    ).toEqual([
      [L.beto.id, 4, 1],
      [L.ana.id, 1, 0],
    ]);
    const winners = (await ctx.request(L.caro.token, { method: 'GET', url: '/api/prode/winners' })).json();
    expect(winners.data).toMatchObject([
      { round: { round: 1, label: 'Fecha 1' }, winners: [{ user: { id: L.beto.id } }] },
    ]);
  });

  it('reads the scoring from the league configuration, which only an Admin changes', async () => {
    const put = (token: string, payload: object) =>
      ctx.request(token, { method: 'PUT', url: '/api/prode/scoring', payload });
    expect((await put(L.ana.token, { exact: 5, outcome: 2 })).statusCode).toBe(403);
    const bad = await put(L.admin.token, { exact: 1, outcome: 2 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ exact: [M.exactBelowOutcome] });
    expect((await put(L.admin.token, { exact: 5, outcome: 2 })).statusCode).toBe(200);
    await L.predict(L.ana.token, [{ id_match: L.m1.id, home: 2, away: 1 }]);
    ctx.clock.set(new Date(KICKOFF.getTime() + 3 * HOUR));
    await L.result(L.m1.id, 2, 1);
    const answer = (await L.round(L.ana.token)).json() as ProdeRoundAnswer;
    expect(answer.scoring).toEqual({ exact: 5, outcome: 2 });
    expect(answer.table[0]!.points).toBe(5);
  });
});

describe('POST /api/prode/prizes', () => {
  const pay = (token: string) =>
    ctx.request(token, {
      method: 'POST',
      url: '/api/prode/prizes',
      payload: { tournament: L.t.id, round: 1 },
    });
  const profits = (id: number) => balanceOf(ctx.db, id);

  it('pays a finished round once, split between the winners, through the ledger', async () => {
    await L.setRoundPrize(10_000_001);
    await L.predict(L.ana.token, [{ id_match: L.m1.id, home: 1, away: 0 }]);
    await L.predict(L.beto.token, [{ id_match: L.m1.id, home: 2, away: 1 }]);
    ctx.clock.set(new Date(KICKOFF.getTime() + 3 * HOUR));
    await L.result(L.m1.id, 3, 2);
    const early = await pay(L.admin.token);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(M.roundNotFinished);
    await L.result(L.m2.id, 0, 0);
    expect((await pay(L.ana.token)).statusCode).toBe(403);
    const paid = await pay(L.admin.token);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().prize).toMatchObject({ amount: 10_000_001, payable: false });
    expect(await profits(L.ana.id)).toBe(5_000_000);
    expect(await profits(L.beto.id)).toBe(5_000_000);
    const again = await pay(L.admin.token);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(M.prizeAlreadyPaid);
    expect(await profits(L.ana.id)).toBe(5_000_000);
    const rows = await ctx.db
      .select()
      .from(budgetMovements)
      .where(and(eq(budgetMovements.refType, 'prode_round_prize'), eq(budgetMovements.reason, 'prize')));
    expect(rows).toHaveLength(2);
    await ctx.expectLedgerBalanced();
  });

  it('refuses a tournament without a round prize', async () => {
    ctx.clock.set(new Date(KICKOFF.getTime() + 3 * HOUR));
    await L.result(L.m1.id, 0, 0);
    await L.result(L.m2.id, 0, 0);
    const res = await pay(L.admin.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.noPrize);
    await ctx.expectLedgerBalanced();
  });
});
