import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context.test-kit';
import { playoffsKit } from './playoffs.test-kit';

const ctx = useTestContext();
const { kit, playedLeague, draw, playoffRows } = playoffsKit(ctx);

describe('POST /api/tournaments/:id/fixture/playoffs', () => {
  it('Primera: the Playin (7.º v 10.º, 8.º v 9.º) and the Playout (11.º v 12.º), dated with round 14; once', async () => {
    const { t, ids } = await playedLeague('PD');
    const res = await draw(t.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Play-offs y playout creados correctamente');
    const shown = res
      .json()
      .matches.map((m: { stage_label: string; team_home: { id: number }; team_away: { id: number } }) => [
        m.stage_label,
        ids.indexOf(m.team_home.id) + 1,
        ids.indexOf(m.team_away.id) + 1,
      ]);
    expect(shown).toEqual(
      expect.arrayContaining([
        ['Playin', 7, 10],
        ['Playin', 8, 9],
        ['Playout', 11, 12],
      ]),
    );
    expect(shown).toHaveLength(3);
    const rows = await playoffRows(t.id);
    const dates = new Set(rows.map((m) => m.matchDate?.toISOString()));
    expect(dates.size).toBe(1);

    const again = await draw(t.id);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Los play-offs ya fueron creados.');
    expect(await playoffRows(t.id)).toHaveLength(3);
  });

  it('Segunda: the top eight play the Cuartos, no Playout', async () => {
    const { t, ids } = await playedLeague('SD');
    const res = await draw(t.id);
    expect(res.statusCode, res.body).toBe(201);
    const rows = await playoffRows(t.id);
    expect(
      rows.map((m) => [m.stage, ids.indexOf(m.teamHomeId!) + 1, ids.indexOf(m.teamAwayId!) + 1]).sort(),
    ).toEqual([
      [14, 1, 8],
      [14, 2, 7],
      [14, 3, 6],
      [14, 4, 5],
    ]);
  });

  it('refuses while a regular match is pending, a cup, and anyone but an Admin; draws nothing', async () => {
    const { t, season } = await playedLeague('PD', 2);
    const res = await draw(t.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'La fase regular no terminó: faltan 2 partidos por completar.',
      errors: { id: ['La fase regular no terminó: faltan 2 partidos por completar.'] },
    });
    const organizer = await ctx.actor('Organizador');
    expect((await draw(t.id, organizer.token)).statusCode).toBe(403);
    const cup = await kit.tournament({ seasonId: season.id, format: 'CFM' });
    const refused = await draw(cup.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Solo las ligas (Primera y Segunda) tienen play-offs.');
    expect(await playoffRows(t.id)).toHaveLength(0);
  });
});
