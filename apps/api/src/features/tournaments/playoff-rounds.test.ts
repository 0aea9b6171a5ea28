import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { matches } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { playoffsKit } from './playoffs.test-kit';

const ctx = useTestContext();
const { playedLeague, draw, drawNext, playoffRows } = playoffsKit(ctx);

interface Shown {
  stage: number;
  stage_label: string;
  team_home: { id: number };
  team_away: { id: number };
}

/** Loads every pending play-off match of a stage: `score(home place, away place)` gives its goals. */
async function loadRound(
  tournamentId: number,
  ids: number[],
  stage: number,
  score: (home: number, away: number) => [number, number],
) {
  const rows = (await playoffRows(tournamentId)).filter((m) => m.stage === stage);
  for (const m of rows) {
    const [home, away] = score(ids.indexOf(m.teamHomeId) + 1, ids.indexOf(m.teamAwayId) + 1);
    await ctx.db
      .update(matches)
      .set({ status: 'completed', scoreHome: home, scoreAway: away })
      .where(eq(matches.id, m.id));
  }
}

const placesOf = (ids: number[], body: { matches: Shown[] }) =>
  body.matches.map((m) => [m.stage_label, ids.indexOf(m.team_home.id) + 1, ids.indexOf(m.team_away.id) + 1]);

/** The worse placed team wins every match. */
const upset = (): [number, number] => [0, 1];

describe('POST /api/tournaments/:id/fixture/playoffs/next', () => {
  it('Primera: Cuartos, Semifinal and Final from the results, best placed v worst, once each; nothing after the Final', async () => {
    const { t, ids } = await playedLeague('PD');
    expect((await draw(t.id)).statusCode).toBe(201);
    // 10.º beats 7.º; 8.º and 9.º draw: the better placed (8.º) goes through. The Playout is not waited for.
    await loadRound(t.id, ids, 14, (home) => (home === 7 ? [0, 1] : [2, 2]));
    const cuartos = await drawNext(t.id);
    expect(cuartos.statusCode, cuartos.body).toBe(201);
    expect(cuartos.json().message).toBe('Siguiente ronda creada correctamente: Cuartos');
    expect(placesOf(ids, cuartos.json())).toEqual([
      ['Cuartos', 1, 10],
      ['Cuartos', 2, 8],
      ['Cuartos', 3, 6],
      ['Cuartos', 4, 5],
    ]);
    const rows = await playoffRows(t.id);
    const round = (stage: number) => rows.filter((m) => m.stage === stage);
    expect(round(15)[0]!.matchDate!.getTime()).toBeGreaterThan(round(14)[0]!.matchDate!.getTime());

    const again = await drawNext(t.id);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      message: 'La ronda Cuartos no terminó: faltan 4 partidos por cargar.',
      errors: { id: ['La ronda Cuartos no terminó: faltan 4 partidos por cargar.'] },
    });
    expect((await playoffRows(t.id)).filter((m) => m.stage === 15)).toHaveLength(4);

    await loadRound(t.id, ids, 15, upset);
    expect(placesOf(ids, (await drawNext(t.id)).json())).toEqual([
      ['Semifinal', 5, 10],
      ['Semifinal', 6, 8],
    ]);
    await loadRound(t.id, ids, 16, upset);
    const final = await drawNext(t.id);
    expect(final.json().message).toBe('Siguiente ronda creada correctamente: Final');
    expect(placesOf(ids, final.json())).toEqual([['Final', 8, 10]]);
    await loadRound(t.id, ids, 17, () => [3, 1]);
    const after = await drawNext(t.id);
    expect(after.statusCode).toBe(422);
    expect(after.json().message).toBe(
      'La final de los play-offs ya fue creada: no quedan rondas por generar.',
    );
    expect(await playoffRows(t.id)).toHaveLength(3 + 4 + 2 + 1);
  });

  it('Segunda: Semifinal (round 15) and the Final at round 18', async () => {
    const { t, ids } = await playedLeague('SD');
    await draw(t.id);
    await loadRound(t.id, ids, 14, (home) => (home === 1 ? [1, 0] : [0, 2]));
    expect(placesOf(ids, (await drawNext(t.id)).json())).toEqual([
      ['Semifinal', 1, 7],
      ['Semifinal', 5, 6],
    ]);
    await loadRound(t.id, ids, 15, () => [1, 0]);
    const final = (await drawNext(t.id)).json();
    expect(placesOf(ids, final)).toEqual([['Final', 1, 5]]);
    expect(final.matches[0].stage).toBe(18);
  });

  it('refuses before the first round, while one match has no result, and anyone but an Admin; draws nothing', async () => {
    const { t, ids } = await playedLeague('PD');
    const early = await drawNext(t.id);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('Los play-offs no empezaron: generá primero los play-offs.');
    await draw(t.id);
    await loadRound(t.id, ids, 14, (home) => (home === 7 ? [1, 0] : [0, 0]));
    const [playin] = (await playoffRows(t.id)).filter((m) => m.stage === 14);
    await ctx.db.update(matches).set({ status: 'pending' }).where(eq(matches.id, playin!.id));
    const pending = await drawNext(t.id);
    expect(pending.statusCode).toBe(422);
    expect(pending.json().message).toBe('La ronda Playin no terminó: falta 1 partido por cargar.');
    const organizer = await ctx.actor('Organizador');
    expect((await drawNext(t.id, organizer.token)).statusCode).toBe(403);
    expect(await playoffRows(t.id)).toHaveLength(3);
  });

  it('two requests at once draw the round once', async () => {
    const { t, ids } = await playedLeague('SD');
    await draw(t.id);
    await loadRound(t.id, ids, 14, () => [1, 0]);
    const both = await Promise.all([drawNext(t.id), drawNext(t.id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect((await playoffRows(t.id)).filter((m) => m.stage === 15)).toHaveLength(2);
  });
});
