import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { matches, tournamentTeams, tournaments } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { competitionKit } from '../../test/competition.test-kit';

const ctx = useTestContext();
const kit = competitionKit(ctx);

const matchRows = (tournamentId: number) =>
  ctx.db.select().from(matches).where(eq(matches.tournamentId, tournamentId));

describe('POST /api/tournaments/:id/fixture', () => {
  it('draws a 14-team league into 13 rounds, one match per team a round, dated from start to end', async () => {
    const season = await kit.season();
    const clubs = await kit.teams(14);
    const t = await kit.tournament({ seasonId: season.id, teamIds: clubs.map((c) => c.id) });
    await ctx.db
      .update(tournaments)
      .set({ startDate: '2026-03-02', endDate: '2026-07-01' })
      .where(eq(tournaments.id, t.id));
    const admin = await ctx.actor('Admin');
    const res = await ctx.request(admin.token, {
      method: 'POST',
      url: `/api/tournaments/${t.id}/fixture`,
      payload: { seed: 7 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Fixture generado correctamente', seed: 7, byes: [] });
    const rows = await matchRows(t.id);
    expect(rows).toHaveLength(91);
    for (let stage = 1; stage <= 13; stage++) {
      const round = rows.filter((m) => m.stage === stage);
      expect(new Set(round.flatMap((m) => [m.teamHomeId, m.teamAwayId])).size).toBe(14);
    }
    const pairs = new Set(rows.map((m) => [m.teamHomeId, m.teamAwayId].sort((x, y) => x - y).join('-')));
    expect(pairs.size).toBe(91);
    expect(rows.every((m) => m.status === 'pending' && m.scoreHome === null)).toBe(true);
    // 17 rounds (Final included) spread over 121 days; 21:00 in Buenos Aires is 00:00 UTC the next day.
    expect(rows.find((m) => m.stage === 1)!.matchDate!.toISOString()).toBe('2026-03-03T00:00:00.000Z');
    expect(res.json().matches[0]).toMatchObject({
      stage: 13,
      stage_label: 'Fecha 13',
      status_text: 'Pendiente de carga',
    });

    const again = await ctx.request(admin.token, { method: 'POST', url: `/api/tournaments/${t.id}/fixture` });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(
      'El torneo ya tiene partidos: el fixture no se puede generar de nuevo.',
    );
    expect(await matchRows(t.id)).toHaveLength(91);
  });

  it('takes the division for a league created without teams, and refuses a league that does not fit 13 rounds', async () => {
    const season = await kit.season();
    await kit.teams(15);
    const legacy = await kit.tournament({ seasonId: season.id });
    const admin = await ctx.actor('Admin');
    const res = await ctx.request(admin.token, {
      method: 'POST',
      url: `/api/tournaments/${legacy.id}/fixture`,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Una liga se juega con 2 a 14 equipos.',
      errors: { team_ids: ['Una liga se juega con 2 a 14 equipos.'] },
    });
    expect(await matchRows(legacy.id)).toHaveLength(0);
    expect(await ctx.db.select().from(tournamentTeams)).toHaveLength(0);
  });

  it('draws the Champions League into four groups of four playing rounds 1–3, then the quarter-finals', async () => {
    const season = await kit.season();
    const clubs = await kit.teams(16, null);
    const t = await kit.tournament({ seasonId: season.id, format: 'UCL', teamIds: clubs.map((c) => c.id) });
    const admin = await ctx.actor('Admin');
    const early = await ctx.request(admin.token, {
      method: 'POST',
      url: `/api/tournaments/${t.id}/fixture/knockout`,
    });
    expect(early.json().message).toBe(
      'El torneo no tiene partidos de fase de grupos: generá primero el fixture.',
    );

    const res = await ctx.request(admin.token, {
      method: 'POST',
      url: `/api/tournaments/${t.id}/fixture`,
      payload: { seed: 3 },
    });
    expect(res.statusCode).toBe(201);
    const members = await ctx.db.select().from(tournamentTeams).where(eq(tournamentTeams.tournamentId, t.id));
    for (const g of ['A', 'B', 'C', 'D']) expect(members.filter((m) => m.groupName === g)).toHaveLength(4);
    const rows = await matchRows(t.id);
    expect(rows).toHaveLength(24);
    expect(new Set(rows.map((m) => m.stage))).toEqual(new Set([1, 2, 3]));
    const groupOf = new Map(members.map((m) => [m.teamId, m.groupName]));
    expect(
      rows.every(
        (m) => m.groupName === groupOf.get(m.teamHomeId) && m.groupName === groupOf.get(m.teamAwayId),
      ),
    ).toBe(true);

    const pending = await ctx.request(admin.token, {
      method: 'POST',
      url: `/api/tournaments/${t.id}/fixture/knockout`,
    });
    expect(pending.statusCode).toBe(422);
    expect(pending.json().message).toBe('La fase de grupos no terminó: faltan 24 partidos por completar.');

    // The home side wins every group match: the group table then follows the number of home wins.
    for (const m of rows)
      await ctx.db
        .update(matches)
        .set({ scoreHome: 1, scoreAway: 0, status: 'completed' })
        .where(eq(matches.id, m.id));
    const standings = (
      await ctx.request(admin.token, { method: 'GET', url: `/api/standings?tournament_id=${t.id}` })
    ).json().data;
    const place = (group: string, position: number) =>
      standings.find((r: { group: string; position: number }) => r.group === group && r.position === position)
        .team.id;

    const quarters = await ctx.request(admin.token, {
      method: 'POST',
      url: `/api/tournaments/${t.id}/fixture/knockout`,
    });
    expect(quarters.statusCode).toBe(201);
    expect(quarters.json().message).toBe('Cuartos de final creados correctamente');
    expect(
      quarters
        .json()
        .matches.map((m: { team_home: { id: number }; team_away: { id: number } }) => [
          m.team_home.id,
          m.team_away.id,
        ]),
    ).toEqual(
      expect.arrayContaining([
        [place('A', 1), place('B', 2)],
        [place('C', 1), place('D', 2)],
        [place('B', 1), place('A', 2)],
        [place('D', 1), place('C', 2)],
      ]),
    );
    expect(
      quarters
        .json()
        .matches.every(
          (m: { stage: number; stage_label: string }) => m.stage === 4 && m.stage_label === 'Cuartos',
        ),
    ).toBe(true);
    const twice = await ctx.request(admin.token, {
      method: 'POST',
      url: `/api/tournaments/${t.id}/fixture/knockout`,
    });
    expect(twice.json().message).toBe('Los cuartos de final ya fueron creados.');
    expect(await matchRows(t.id)).toHaveLength(28);
  });

  it('plays the first round of a cup with byes for the rest, and refuses a cup of the wrong size', async () => {
    const season = await kit.season();
    const clubs = await kit.teams(24, null);
    const cup = await kit.tournament({ seasonId: season.id, format: 'CFM', teamIds: clubs.map((c) => c.id) });
    const small = await kit.tournament({
      seasonId: season.id,
      format: 'UEL',
      teamIds: clubs.slice(0, 8).map((c) => c.id),
    });
    const admin = await ctx.actor('Admin');
    const res = await ctx.request(admin.token, {
      method: 'POST',
      url: `/api/tournaments/${cup.id}/fixture`,
      payload: {},
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().matches).toHaveLength(8);
    expect(res.json().byes).toHaveLength(8);
    expect(res.json().matches[0]).toMatchObject({ stage: 1, stage_label: '1° Ronda', match_date: null });
    const refused = await ctx.request(admin.token, {
      method: 'POST',
      url: `/api/tournaments/${small.id}/fixture`,
    });
    expect(refused.json().message).toBe('La Europa League se juega con 9 a 16 equipos.');
    const notUcl = await ctx.request(admin.token, {
      method: 'POST',
      url: `/api/tournaments/${cup.id}/fixture/knockout`,
    });
    expect(notUcl.json().message).toBe('Solo la Champions League tiene fase de grupos y cuartos de final.');
  });

  it('generates the fixture once when asked twice at the same moment', async () => {
    const season = await kit.season();
    const clubs = await kit.teams(6);
    const t = await kit.tournament({ seasonId: season.id, teamIds: clubs.map((c) => c.id) });
    const admin = await ctx.actor('Admin');
    const send = () => ctx.request(admin.token, { method: 'POST', url: `/api/tournaments/${t.id}/fixture` });
    const results = await Promise.all([send(), send()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(await matchRows(t.id)).toHaveLength(15);
  });

  it('is for Admins only, and 404 for an unknown tournament', async () => {
    const season = await kit.season();
    const clubs = await kit.teams(4);
    const t = await kit.tournament({ seasonId: season.id, teamIds: clubs.map((c) => c.id) });
    const organizer = await ctx.actor('Organizador');
    expect(
      (await ctx.request(organizer.token, { method: 'POST', url: `/api/tournaments/${t.id}/fixture` }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await ctx.request(organizer.token, {
          method: 'POST',
          url: `/api/tournaments/${t.id}/fixture/knockout`,
        })
      ).statusCode,
    ).toBe(403);
    expect(await matchRows(t.id)).toHaveLength(0);
    const admin = await ctx.actor('Admin');
    const missing = await ctx.request(admin.token, { method: 'POST', url: '/api/tournaments/4242/fixture' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Torneo no encontrado.');
  });
});
