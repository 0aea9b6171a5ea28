import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { budgetMovements, matches, playerLocks, players, seasons, tournaments } from '@liga/db';
import { refusalCheck, useTestContext } from '../../test/context.test-kit';
import { closingLeague } from './season-close.test-kit';

const ctx = useTestContext();
const M = 1_000_000;
let L: Awaited<ReturnType<typeof closingLeague>>;

beforeEach(async () => {
  L = await closingLeague(ctx);
});
afterEach(() => ctx.expectLedgerBalanced());

const expectRefused = refusalCheck(ctx, () => L.state());
/** POST /seasons/{id}<path> is refused with 422 and that message, and nothing changes. */
const expectPostRefused = async (path: '/close' | '/reopen', message: string) => {
  const before = await L.state();
  await expectRefused(await L.call('POST', path), before, 422, message);
};

describe('GET /seasons/{id}/close', () => {
  it('previews who goes up and down, each objective and its amount, and the next season', async () => {
    const res = await L.call('GET', '/close');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      closed: false,
      can_reopen: false,
      pending_matches: 0,
      places: { promotion: 2, relegation: 2 },
    });
    expect(body.promoted.map((t: { name: string }) => t.name)).toEqual(['S1', 'S2']);
    expect(body.relegated.map((t: { name: string }) => t.name)).toEqual(['P3', 'P4']);
    const amounts = Object.fromEntries(
      body.objectives.map((o: { team: { name: string }; amount: number }) => [o.team.name, o.amount / M]),
    );
    expect(amounts).toEqual({ P1: 10, P2: 0, P3: -20, P4: -20, S1: 0, S2: -10, S3: -10, S4: -10 });
    expect(body.objectives.find((o: { team: { name: string } }) => o.team.name === 'P1')).toMatchObject({
      objective: 'Llegar a la final',
      result: 'Campeón',
      met: true,
      steps: 1,
      user: { id: L.p1.id, name: 'Pablo' },
    });
    expect(body.next_season).toEqual({
      name: 'Temporada 60',
      tournaments: [
        { name: 'Primera División T60', format: 'PD', teams: 4, matches: 6 },
        { name: 'Segunda División T60', format: 'SD', teams: 4, matches: 6 },
        { name: 'Copa Federación T60', format: 'CFM', teams: 0, matches: 0 },
      ],
    });
  });

  it('a played Playout sends its loser down and one more Segunda team up, by its play-off final', async () => {
    const played = (tournamentId: number, stage: number, home: number, away: number) => ({
      tournamentId,
      stage,
      teamHomeId: home,
      teamAwayId: away,
      status: 'completed' as const,
      scoreHome: 1,
      scoreAway: 0,
    });
    await ctx.db
      .insert(matches)
      .values([played(L.pd.id, 18, L.ids.P1!, L.ids.P2!), played(L.sd.id, 18, L.ids.S4!, L.ids.S1!)]);
    const body = (await L.call('GET', '/close')).json();
    const moved = (list: { name: string; by: string }[]) => list.map((t) => `${t.name}:${t.by}`);
    expect(moved(body.promoted)).toEqual(['S1:table', 'S2:table', 'S4:playoff']);
    expect(moved(body.relegated)).toEqual(['P2:playout', 'P3:table', 'P4:table']);
    expect(body.objectives.find((o: { team: { name: string } }) => o.team.name === 'P2')).toMatchObject({
      result: '2.º puesto, perdió el Playout',
      met: false,
    });
    expect((await L.call('POST', '/close')).statusCode).toBe(200);
    expect(await L.divisions()).toMatchObject({ P1: 'Primera', P2: 'Segunda', S4: 'Primera', S3: 'Segunda' });
  });

  it('a drawn play-off final crowns the better placed of the two (docs/rules.md §10.4), not the table leader', async () => {
    await ctx.db.insert(matches).values({
      tournamentId: L.pd.id,
      stage: 17,
      teamHomeId: L.ids.P3!,
      teamAwayId: L.ids.P2!,
      status: 'completed',
      scoreHome: 1,
      scoreAway: 1,
    });
    const preview = (await L.call('GET', '/close')).json();
    const result = (name: string) =>
      preview.objectives.find((o: { team: { name: string } }) => o.team.name === name).result;
    expect([result('P2'), result('P3')]).toEqual(['Campeón', 'Finalista']);
    expect((await L.call('POST', '/close')).statusCode).toBe(200);
    expect((await L.state()).trophies).toEqual(expect.arrayContaining([{ team: L.ids.P2, kind: 'Primera' }]));
  });

  it('is for an Admin only; an unknown season is a 404', async () => {
    expect((await L.call('GET', '/close', L.organizer.token)).statusCode).toBe(403);
    expect((await L.call('POST', '/close', L.p1.token)).statusCode).toBe(403);
    const res = await ctx.request(L.admin.token, { method: 'GET', url: '/api/seasons/999/close' });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /seasons/{id}/close and /reopen', () => {
  it('closes once: tables frozen, money paid, teams and managers moved, the next season opened', async () => {
    const live = (await L.call('GET', '/summary')).json();
    const res = await L.call('POST', '/close');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Temporada cerrada.',
      season: { id: L.season.id, active: false },
      next_season: { name: 'Temporada 60', active: true },
    });
    expect(await L.divisions()).toMatchObject({
      S1: 'Primera',
      S2: 'Primera',
      P3: 'Segunda',
      P4: 'Segunda',
      P1: 'Primera',
    });
    const after = await L.state();
    const rol = (id: number) => after.users.find((u) => u.id === id)!.rol;
    expect([rol(L.p3.id), rol(L.s1.id), rol(L.p1.id), rol(L.organizer.id)]).toEqual([
      'Manager Segunda',
      'Manager Primera',
      'Manager Primera',
      'Organizador',
    ]);
    expect(
      [L.p1, L.organizer, L.p3, L.s1, L.s4].map((u) => after.users.find((x) => x.id === u.id)!.profits / M),
    ).toEqual([11, 1, -15, 0, 40]);
    expect(after.standings).toBe(8);
    // The top lists the close stored (docs/decisions/030) are the ones the open season computed.
    expect(after.topLines).toBe(12);
    const closed = (await L.call('GET', '/summary')).json();
    expect([live.tables_source, closed.tables_source]).toEqual(['live', 'frozen']);
    expect(closed.top_scorers).toEqual(live.top_scorers);
    expect(closed.top_assisters).toEqual(live.top_assisters);
    expect(closed.top_scorers.map((e: { player: { name: string }; value: number }) => e.value)).toEqual([
      6, 6, 4, 4, 2, 2,
    ]);
    expect(after.trophies).toEqual(
      expect.arrayContaining([
        { team: L.ids.P1, kind: 'Primera' },
        { team: L.ids.S1, kind: 'Segunda' },
      ]),
    );
    expect(after.matches).toBe(12 + 12);
    const nextId = res.json().next_season.id;
    const next = await ctx.db.select().from(tournaments).where(eq(tournaments.seasonId, nextId));
    expect(next.map((t) => t.name)).toEqual([
      'Primera División T60',
      'Segunda División T60',
      'Copa Federación T60',
    ]);

    const again = await L.call('POST', '/close');
    await expectRefused(again, after, 422, 'Esta temporada ya está cerrada.');
    expect(again.json().errors).toEqual({ season: ['Esta temporada ya está cerrada.'] });
    const preview = (await L.call('GET', '/close')).json();
    expect(preview).toMatchObject({ closed: true, can_reopen: true });
    expect(preview.objectives.find((o: { team: { name: string } }) => o.team.name === 'P3').amount).toBe(
      -20 * M,
    );
  });

  it('reopens: everything back as before the close, money through reversing rows; then it can close again', async () => {
    const before = await L.state();
    expect((await L.call('POST', '/close')).statusCode).toBe(200);
    expect((await L.state()).topLines).toBe(12);
    const res = await L.call('POST', '/reopen');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Temporada reabierta.',
      season: { id: L.season.id, active: true },
    });
    const after = await L.state();
    expect({ ...after, movements: 0 }).toEqual({ ...before, movements: 0 });
    const reversals = await ctx.db
      .select()
      .from(budgetMovements)
      .where(eq(budgetMovements.reason, 'season_objective_reversal'));
    expect(reversals.map((m) => m.amount / M).sort()).toEqual([-10, 10, 20]);
    await expectRefused(await L.call('POST', '/reopen'), after, 422, 'Esta temporada no está cerrada.');

    expect((await L.call('POST', '/close')).statusCode).toBe(200);
    expect(await L.balance(L.p1.id)).toBe(11 * M);
  });

  it('refuses to reopen once a match of the new season has a result', async () => {
    const closed = await L.call('POST', '/close');
    const nextId = closed.json().next_season.id;
    const [t] = await ctx.db.select().from(tournaments).where(eq(tournaments.seasonId, nextId));
    const [m] = await ctx.db.select().from(matches).where(eq(matches.tournamentId, t!.id));
    await ctx.db
      .update(matches)
      .set({ status: 'completed', scoreHome: 1, scoreAway: 0 })
      .where(and(eq(matches.id, m!.id)));
    await expectPostRefused(
      '/reopen',
      'La temporada nueva ya tiene partidos con resultado: el cierre no se puede deshacer.',
    );
    expect((await L.call('GET', '/close')).json().can_reopen).toBe(false);
  });

  it('refuses to reopen once the new season has a lock (nothing of the new season is thrown away)', async () => {
    const nextId = (await L.call('POST', '/close')).json().next_season.id;
    const [player] = await ctx.db.select().from(players).where(eq(players.idTeam, L.ids.P1!));
    await ctx.db.insert(playerLocks).values({ seasonId: nextId, teamId: L.ids.P1!, playerId: player!.id });
    await expectPostRefused(
      '/reopen',
      'La temporada nueva ya tiene movimientos (ofertas, subastas, transferencias, premios, apuestas, candados, sanciones o reglamento): el cierre no se puede deshacer.',
    );
  });

  it('refuses to close a season that is not the active one', async () => {
    await ctx.db.update(seasons).set({ active: false }).where(eq(seasons.id, L.season.id));
    await expectPostRefused('/close', 'Solo se puede cerrar la temporada activa.');
  });
});

// PGlite runs one query at a time, so races only exist on PostgreSQL.
describe.skipIf(!process.env.TEST_DATABASE_URL)('simultaneous closes (PostgreSQL)', () => {
  it('ten closes at once close once and pay each objective once', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => L.call('POST', '/close')));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of responses.filter((x) => x.statusCode !== 200))
      expect([r.statusCode, r.json().message]).toEqual([422, 'Esta temporada ya está cerrada.']);
    expect(await L.balance(L.p1.id)).toBe(11 * M);
    const paid = await ctx.db
      .select()
      .from(budgetMovements)
      .where(eq(budgetMovements.reason, 'season_objective'));
    expect(paid).toHaveLength(3);
    expect((await ctx.db.select().from(seasons)).filter((s) => s.active)).toHaveLength(1);
    expect((await L.state()).topLines).toBe(12);
  });

  it('ten reopens at once give the money back once', async () => {
    await L.call('POST', '/close');
    const responses = await Promise.all(Array.from({ length: 10 }, () => L.call('POST', '/reopen')));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await L.balance(L.p3.id)).toBe(5 * M);
  });
});
