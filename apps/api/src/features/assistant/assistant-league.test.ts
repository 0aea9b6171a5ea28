import { describe, expect, it } from 'vitest';
import { competitionKit } from '../../test/competition.test-kit';
import { useTestContext } from '../../test/context.test-kit';

const ctx = useTestContext();
const ask = async (token: string, content: string) =>
  (await ctx.request(token, { method: 'POST', url: '/api/chatbot', payload: { content } })).json() as {
    message: string;
    sources: { href: string }[];
  };

/** A Primera of 14 teams in the active season, the caller's team among them, nothing played yet. */
async function freshPrimera() {
  const kit = competitionKit(ctx);
  const season = await kit.season();
  const me = await kit.manager('Atlético Pampero');
  const others = await kit.teams(13);
  const t = await kit.tournament({
    seasonId: season.id,
    name: 'Primera T59',
    teamIds: [me.team.id, ...others.map((o) => o.id)],
  });
  return { kit, me, others, t };
}

describe('the assistant on a season with no round played', () => {
  it('gives the zones without naming teams for places a table in name order cannot hold yet', async () => {
    const { me } = await freshPrimera();
    const all = await ask(me.token, '¿Quiénes descienden?');
    expect(all.message).toContain('todavía sin fechas jugadas');
    expect(all.message).toContain('Descenso (13.º a 14.º, 2 equipos)');
    expect(all.message).not.toMatch(/Primera \d{2}|hoy/);
    expect(all.sources.map((s) => s.href)).toContain('/tablas');
    const mine = await ask(me.token, '¿Mi equipo está en zona de descenso?');
    expect(mine.message).toMatch(/^Atlético Pampero todavía no jugó en Primera T59/);
  });

  it('answers when a named team plays next, at home or away, and its last result once played', async () => {
    const { kit, me, others, t } = await freshPrimera();
    await kit.match({
      tournamentId: t.id,
      home: others[0]!.id,
      away: me.team.id,
      stage: 1,
      score: [0, 2],
      status: 'completed',
    });
    await kit.match({ tournamentId: t.id, home: me.team.id, away: others[1]!.id, stage: 2, score: null });
    const next = await ask(me.token, '¿Cuándo juega Atlético Pampero?');
    expect(next.message).toBe(
      `Atlético Pampero juega la Fecha 2 de Primera T59 contra ${others[1]!.name}, de local.`,
    );
    const last = await ask(me.token, '¿Cómo salió Atlético Pampero en la última fecha?');
    expect(last.message).toContain(`${others[0]!.name} 0-2 Atlético Pampero`);
    expect(last.message).toContain('Ganó 2-0');
  });
});
