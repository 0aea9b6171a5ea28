import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationEvents } from '@liga/db';
import { competitionKit } from '../../test/competition.test-kit';
import { useTestContext } from '../../test/context.test-kit';

const ctx = useTestContext();
const kit = competitionKit(ctx);

const suspensions = async () =>
  (
    await ctx.db
      .select()
      .from(notificationEvents)
      .where(eq(notificationEvents.kind, 'suspension_new'))
      .orderBy(asc(notificationEvents.id))
  ).map((e) => ({ recipients: e.recipients, data: e.data }));

/** Atlético Norte (Juan Pérez) plays Deportivo Sur (Beto Sur) in a league; both have a manager. */
async function setup() {
  const season = await kit.season();
  const home = await kit.manager('Atlético Norte');
  const away = await kit.manager('Deportivo Sur');
  const [juan] = await kit.squad(home.team.id, ['Juan Pérez']);
  const [beto] = await kit.squad(away.team.id, ['Beto Sur']);
  const league = await kit.tournament({ seasonId: season.id, teamIds: [home.team.id, away.team.id] });
  const staff = await ctx.actor('Admin');
  const play = async (stage: number, token: string, lines: Record<number, object>) => {
    const match = await kit.match({
      tournamentId: league.id,
      home: home.team.id,
      away: away.team.id,
      stage,
      score: [1, 0],
    });
    const save = (by: string, l: Record<number, object>) =>
      ctx.request(by, {
        method: 'POST',
        url: '/api/match-statistics',
        payload: {
          statistics: Object.entries(l).map(([id, extra]) => ({
            player_id: Number(id),
            tournament_id: league.id,
            match_id: match.id,
            ...extra,
          })),
        },
      });
    return { match, res: await save(token, lines), save };
  };
  return { home, away, juan: juan!, beto: beto!, staff, play };
}

describe('suspension_new: a suspension derived from saved statistics (decision 036)', () => {
  it('tells the owner once, when the third yellow is saved, and not for saves that bar nothing new', async () => {
    const { home, juan, play } = await setup();
    expect((await play(1, home.token, { [juan.id]: { yellow_cards: 1 } })).res.statusCode).toBe(200);
    expect((await play(2, home.token, { [juan.id]: { yellow_cards: 1 } })).res.statusCode).toBe(200);
    expect(await suspensions()).toEqual([]);
    const third = await play(3, home.token, { [juan.id]: { yellow_cards: 1 } });
    expect(third.res.statusCode).toBe(200);
    expect(await suspensions()).toEqual([
      {
        recipients: [home.id],
        data: { player_id: juan.id, player_name: 'Juan Pérez', match_id: third.match.id, matches: 1 },
      },
    ]);
    // A refused save (Juan is barred in round 4) rolls back and tells nobody.
    expect((await play(4, home.token, { [juan.id]: { goals: 1 } })).res.statusCode).toBe(422);
    expect((await play(5, home.token, { [juan.id]: { goals: 0 } })).res.statusCode).toBe(200);
    expect(await suspensions()).toHaveLength(1);
  });

  it('tells each team’s owner of a staff edit that suspends his player, never the other', async () => {
    const { home, away, juan, beto, staff, play } = await setup();
    const { match, res } = await play(1, staff.token, {
      [juan.id]: { goals: 1 },
      [beto.id]: { red_cards: 1, direct_red: 'yes' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await suspensions()).toEqual([
      {
        recipients: [away.id],
        data: { player_id: beto.id, player_name: 'Beto Sur', match_id: match.id, matches: 2 },
      },
    ]);
    expect((await suspensions()).some((s) => s.recipients.includes(home.id))).toBe(false);
  });
});
