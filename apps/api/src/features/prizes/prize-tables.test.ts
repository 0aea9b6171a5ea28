import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { matches } from '@liga/db';
import { useKit, useTestContext } from '../../test/context.test-kit';
import { prizeKit, scored } from './prizes.test-kit';

const ctx = useTestContext();
const K = useKit(ctx, prizeKit);

const get = (url: string, who = K.admin) => ctx.request(who.token, { method: 'GET', url });
const save = (id: number, payload: Record<string, unknown>, who = K.admin) =>
  ctx.request(who.token, { method: 'PUT', url: `/api/create-prizes/${id}`, payload });
const preview = (id: number) => get(`/api/create-prizes/${id}/preview`);
const apply = (id: number, fingerprint: string, who = K.admin) =>
  ctx.request(who.token, { method: 'POST', url: `/api/create-prizes/${id}/apply`, payload: { fingerprint } });

/** The last match is played (how it got its result is the matches feature's business). */
const complete = (id: number) =>
  ctx.db.update(matches).set({ status: 'completed' }).where(eq(matches.id, id));

/**
 * A finished three-team league: Atlético Norte (Primera, managed) wins both, Deportivo Sur
 * (Segunda, managed) is second, Sin Manager FC third. Norte's Juan scores 3, Sur's Pablo 3 too
 * (tied scorers); Sur's Leo gives 2 assists.
 */
async function finishedLeague() {
  const t = await K.fx.tournament({
    seasonId: K.season.id,
    name: 'Liga Corta',
    teamIds: [K.primera.team.id, K.segunda.team.id, K.orphan.id],
  });
  const [juan] = await K.fx.squad(K.primera.team.id, ['Juan Pérez']);
  const [pablo, leo] = await K.fx.squad(K.segunda.team.id, ['Pablo Ruiz', 'Leo Sosa']);
  const m1 = await K.fx.match({
    tournamentId: t.id,
    home: K.primera.team.id,
    away: K.segunda.team.id,
    stage: 1,
    score: [3, 1],
    status: 'completed',
  });
  const m2 = await K.fx.match({
    tournamentId: t.id,
    home: K.segunda.team.id,
    away: K.orphan.id,
    stage: 2,
    score: [2, 0],
    status: 'completed',
  });
  const m3 = await K.fx.match({
    tournamentId: t.id,
    home: K.orphan.id,
    away: K.primera.team.id,
    stage: 3,
    score: [0, 1],
    status: 'pending',
  });
  await scored(ctx, m1, juan!, 3);
  await scored(ctx, m1, pablo!, 1, 0);
  await scored(ctx, m2, pablo!, 2, 0);
  await scored(ctx, m2, leo!, 0, 2);
  return { t, m3 };
}

describe('GET /api/create-prizes (decision 012)', () => {
  it('answers {data} with each tournament of the season, pre-filled from the rule book', async () => {
    const cup = await K.fx.tournament({ seasonId: K.season.id, name: 'Copa', format: 'UEL' });
    const sd = await K.fx.tournament({ seasonId: K.season.id, name: 'Segunda T59', format: 'SD' });
    const res = await get('/api/create-prizes');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        tournament: { id: K.t.id, name: 'Primera T59', format: 'PD', season_id: K.season.id },
        positions: [{ position: 1, amount: 150_000_000 }],
        scorer_bonus: 10_000_000,
        assists_bonus: 10_000_000,
        prode_round_prize: 0,
        saved: false,
        updated_at: null,
        paid_count: 0,
      },
      expect.objectContaining({
        tournament: expect.objectContaining({ id: cup.id }),
        positions: [],
        scorer_bonus: 0,
      }),
      expect.objectContaining({
        tournament: expect.objectContaining({ id: sd.id }),
        positions: [{ position: 1, amount: 160_000_000 }],
      }),
    ]);
  });

  it('saves a table, which then replaces the defaults', async () => {
    const res = await save(K.t.id, {
      positions: [
        { position: 2, amount: 90_000_000 },
        { position: 1, amount: 150_000_000 },
      ],
      scorer_bonus: 5_000_000,
      assists_bonus: 0,
      prode_round_prize: 2_000_000,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Tabla de premios guardada.',
      table: {
        positions: [{ position: 1 }, { position: 2 }],
        scorer_bonus: 5_000_000,
        assists_bonus: 0,
        prode_round_prize: 2_000_000,
        saved: true,
      },
    });
    const again = await save(K.t.id, {
      positions: [{ position: 3, amount: 1 }],
      scorer_bonus: 0,
      assists_bonus: 0,
    });
    expect(again.json().table.positions).toEqual([{ position: 3, amount: 1 }]);
    // A client that does not send the prode's prize keeps the saved one.
    expect(again.json().table.prode_round_prize).toBe(2_000_000);
    expect((await get('/api/create-prizes')).json().data[0]).toMatchObject({
      saved: true,
      positions: [{ position: 3 }],
    });
  });

  it('refuses bad tables, unknown tournaments and anyone but the Admin', async () => {
    const bad = await save(K.t.id, {
      positions: [
        { position: 1, amount: 1 },
        { position: 1, amount: 2 },
      ],
      scorer_bonus: 0,
      assists_bonus: 0,
    });
    expect([bad.statusCode, bad.json().errors]).toEqual([
      422,
      { 'positions.1.position': ['Cada posición puede aparecer una sola vez.'] },
    ]);
    const body = { positions: [], scorer_bonus: 0, assists_bonus: 0 };
    expect((await save(9999, body)).statusCode).toBe(404);
    expect((await save(K.t.id, body, K.organizer)).statusCode).toBe(403);
    expect((await get('/api/create-prizes', K.primera)).statusCode).toBe(403);
    expect((await get(`/api/create-prizes/${K.t.id}/preview`, K.organizer)).statusCode).toBe(403);
    expect((await get('/api/create-prizes')).json().data[0].saved).toBe(false);
  });
});

describe('applying a prize table at the tournament’s end', () => {
  it('previews who gets what from the final table and the top lists, refusing to pay before the end', async () => {
    const { t, m3 } = await finishedLeague();
    await save(t.id, {
      positions: [
        { position: 1, amount: 150_000_000 },
        { position: 2, amount: 90_000_000 },
        { position: 3, amount: 10_000_000 },
      ],
      scorer_bonus: 10_000_000,
      assists_bonus: 7_000_000,
    });
    const early = (await preview(t.id)).json();
    expect(early).toMatchObject({
      finished: false,
      not_finished_reason: 'El torneo todavía no terminó: falta 1 partido por jugar.',
    });
    const before = await K.state();
    await K.expectRefused(
      await apply(t.id, early.fingerprint),
      before,
      422,
      'El torneo todavía no terminó: falta 1 partido por jugar.',
    );

    await complete(m3.id);
    const { finished, lines, total_payable } = (await preview(t.id)).json();
    expect(finished).toBe(true);
    expect(
      lines.map((l: Record<string, unknown>) => [
        l.position,
        (l.team as { name: string } | null)?.name ?? null,
        l.amount,
        l.status,
        l.detail,
      ]),
    ).toEqual([
      ['1°', 'Atlético Norte', 150_000_000, 'payable', '6 pts, DG +3'],
      ['2°', 'Deportivo Sur', 90_000_000, 'payable', '3 pts, DG 0'],
      ['3°', 'Sin Manager FC', 10_000_000, 'no_manager', '0 pts, DG -3'],
      ['Goleador', 'Atlético Norte', 10_000_000, 'payable', 'Juan Pérez (3 goles)'],
      ['Goleador', 'Deportivo Sur', 10_000_000, 'payable', 'Pablo Ruiz (3 goles)'],
      ['Asistidor', 'Deportivo Sur', 7_000_000, 'payable', 'Leo Sosa (2 asistencias)'],
    ]);
    expect(total_payable).toBe(150_000_000 + 90_000_000 + 10_000_000 + 10_000_000 + 7_000_000);
  });

  it('pays the previewed lines once; applying again pays nothing more', async () => {
    const { t, m3 } = await finishedLeague();
    await complete(m3.id);
    const first = (await preview(t.id)).json();
    const res = await apply(t.id, first.fingerprint);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Premios enviados correctamente.');
    expect(res.json().paid.map((p: { position: string; source: string }) => [p.position, p.source])).toEqual(
      expect.arrayContaining([
        ['1°', 'table'],
        ['Goleador', 'table'],
        ['Asistidor', 'table'],
      ]),
    );
    const { balances } = await K.state();
    // Rule-book defaults: 150M first; 10M scorer (tied: both teams); 10M assists.
    expect([balances[K.primera.id], balances[K.segunda.id]]).toEqual([160_000_000, 20_000_000]);
    await ctx.expectLedgerBalanced();

    const second = (await preview(t.id)).json();
    expect(second.lines.map((l: { status: string }) => l.status)).toEqual([
      'already_paid',
      'already_paid',
      'already_paid',
      'already_paid',
    ]);
    expect(second.fingerprint).toBe(first.fingerprint);
    const before = await K.state();
    const again = await apply(t.id, second.fingerprint);
    expect(again.json()).toMatchObject({
      message: 'Estos premios ya estaban pagados: no se pagó nada nuevo.',
      paid: [],
    });
    expect(await K.state()).toEqual(before);
    expect(
      (await get('/api/create-prizes'))
        .json()
        .data.find((x: { tournament: { id: number } }) => x.tournament.id === t.id).paid_count,
    ).toBe(4);
  });

  it('refuses to pay when the results changed after the preview', async () => {
    const { t, m3 } = await finishedLeague();
    await complete(m3.id);
    const seen = (await preview(t.id)).json();
    await save(t.id, { positions: [{ position: 1, amount: 1 }], scorer_bonus: 0, assists_bonus: 0 });
    const before = await K.state();
    await K.expectRefused(
      await apply(t.id, seen.fingerprint),
      before,
      422,
      'Los resultados o la tabla cambiaron desde la vista previa: revisala de nuevo antes de pagar.',
    );
    await K.expectRefused(await apply(t.id, seen.fingerprint, K.organizer), before, 403);
  });

  it('a cup pays its Final’s winner and runner-up; a drawn Final decides nothing', async () => {
    const cup = await K.fx.tournament({ seasonId: K.season.id, name: 'Europa', format: 'UEL' });
    await save(cup.id, {
      positions: [
        { position: 1, amount: 50_000_000 },
        { position: 2, amount: 20_000_000 },
      ],
      scorer_bonus: 0,
      assists_bonus: 0,
    });
    const final = await K.fx.match({
      tournamentId: cup.id,
      home: K.primera.team.id,
      away: K.segunda.team.id,
      stage: 4,
      score: [1, 1],
      status: 'completed',
    });
    const drawn = (await preview(cup.id)).json();
    expect(drawn.lines.map((l: { status: string }) => l.status)).toEqual(['undetermined', 'undetermined']);
    expect((await apply(cup.id, drawn.fingerprint)).json().message).toBe(
      'No hay premios para pagar en esta tabla.',
    );

    await ctx.request(K.admin.token, {
      method: 'PUT',
      url: `/api/matches/${final.id}`,
      payload: { score_home: 1, score_away: 2 },
    });
    const decided = (await preview(cup.id)).json();
    expect(
      decided.lines.map((l: { team: { name: string }; detail: string }) => [l.team.name, l.detail]),
    ).toEqual([
      ['Deportivo Sur', 'Campeón (Final 1-2)'],
      ['Atlético Norte', 'Subcampeón (Final 1-2)'],
    ]);
    expect((await apply(cup.id, decided.fingerprint)).statusCode).toBe(200);
    const { balances } = await K.state();
    expect([balances[K.segunda.id], balances[K.primera.id]]).toEqual([50_000_000, 20_000_000]);
    await ctx.expectLedgerBalanced();
  });
});
