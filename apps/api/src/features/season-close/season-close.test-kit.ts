import { asc, eq, inArray } from 'drizzle-orm';
import {
  budgetMovements,
  matchStatistics,
  matches,
  players,
  seasonFinalStandings,
  seasonTopPlayers,
  seasons,
  teamTrophies,
  teams,
  tournamentTeams,
  tournaments,
  users,
} from '@liga/db';
import { roundRobin } from '@liga/domain';
import type { TestContext } from '../../test/context.test-kit';

/**
 * A two-division season of four teams each, every league match played: each division's table ends
 * in the order its teams were created (the earlier one wins every match). Primera's registered
 * squads are strongest last, so its favourites finish at the bottom; Segunda's strongest first.
 */
export async function closingLeague(ctx: TestContext) {
  const [season] = await ctx.db.insert(seasons).values({ name: 'Temporada 59', active: true }).returning();
  const admin = await ctx.actor('Admin');
  const organizer = await ctx.actor('Organizador', { name: 'Olga', profits: 1_000_000 });
  const p1 = await ctx.actor('Manager Primera', { name: 'Pablo', profits: 1_000_000 });
  const p3 = await ctx.actor('Manager Primera', { name: 'Paula', profits: 5_000_000 });
  const s1 = await ctx.actor('Manager Segunda', { name: 'Sergio', profits: 0 });
  const s4 = await ctx.actor('Manager Segunda', { name: 'Sofía', profits: 50_000_000 });

  const owners: Record<string, number | null> = {
    P1: p1.id,
    P2: organizer.id,
    P3: p3.id,
    S1: s1.id,
    S4: s4.id,
  };
  const cas: Record<string, number> = {
    P1: 100,
    P2: 110,
    P3: 120,
    P4: 130,
    S1: 130,
    S2: 120,
    S3: 110,
    S4: 100,
  };
  const ids: Record<string, number> = {};
  const squads = new Map<number, number[]>();
  for (const name of Object.keys(cas)) {
    const [team] = await ctx.db
      .insert(teams)
      .values({
        name,
        division: name.startsWith('P') ? ('Primera' as const) : ('Segunda' as const),
        idUser: owners[name] ?? null,
      })
      .returning();
    ids[name] = team!.id;
    const squad = await ctx.db
      .insert(players)
      .values(
        Array.from({ length: 16 }, (_, i) => ({
          name: `${name} jugador ${i}`,
          age: 25,
          ca: cas[name]!,
          pa: 150,
          idTeam: team!.id,
          status: 'registrado' as const,
        })),
      )
      .returning({ id: players.id });
    squads.set(
      team!.id,
      squad.map((p) => p.id),
    );
  }
  const league = async (name: string, format: 'PD' | 'SD', members: number[]) => {
    const [t] = await ctx.db
      .insert(tournaments)
      .values({ name, type: format, format, seasonId: season!.id })
      .returning();
    await ctx.db.insert(tournamentTeams).values(members.map((teamId) => ({ tournamentId: t!.id, teamId })));
    const played = await ctx.db
      .insert(matches)
      .values(
        roundRobin(members).map((f) => {
          const homeFirst = members.indexOf(f.home_id) < members.indexOf(f.away_id);
          return {
            tournamentId: t!.id,
            teamHomeId: f.home_id,
            teamAwayId: f.away_id,
            stage: f.stage,
            status: 'completed' as const,
            scoreHome: homeFirst ? 2 : 0,
            scoreAway: homeFirst ? 0 : 2,
          };
        }),
      )
      .returning();
    // The winner's first two players score and assist: the season's top lists (docs/decisions/030).
    for (const m of played) {
      const winner = m.scoreHome! > m.scoreAway! ? m.teamHomeId : m.teamAwayId;
      const [scorer, maker] = squads.get(winner)!;
      await ctx.db.insert(matchStatistics).values([
        { matchId: m.id, tournamentId: t!.id, playerId: scorer!, teamId: winner, goals: 2 },
        { matchId: m.id, tournamentId: t!.id, playerId: maker!, teamId: winner, assists: 1 },
      ]);
    }
    return t!;
  };
  const pd = await league('Primera División T59', 'PD', [ids.P1!, ids.P2!, ids.P3!, ids.P4!]);
  const sd = await league('Segunda División T59', 'SD', [ids.S1!, ids.S2!, ids.S3!, ids.S4!]);
  await ctx.db
    .insert(tournaments)
    .values({ name: 'Copa Federación T59', type: 'UCL', format: 'CFM', seasonId: season!.id });

  const call = (method: 'GET' | 'POST', path: string, token = admin.token) =>
    ctx.request(token, { method, url: `/api/seasons/${season!.id}${path}` });

  /** What a refused close or reopen must leave alone. */
  const state = async () => ({
    teams: await ctx.db.select({ id: teams.id, division: teams.division }).from(teams).orderBy(asc(teams.id)),
    users: await ctx.db
      .select({ id: users.id, rol: users.rol, profits: users.profits })
      .from(users)
      .orderBy(asc(users.id)),
    seasons: await ctx.db
      .select({ id: seasons.id, name: seasons.name, active: seasons.active })
      .from(seasons)
      .orderBy(asc(seasons.id)),
    tournaments: (await ctx.db.select({ id: tournaments.id }).from(tournaments)).length,
    matches: (await ctx.db.select({ id: matches.id }).from(matches)).length,
    standings: (await ctx.db.select({ id: seasonFinalStandings.id }).from(seasonFinalStandings)).length,
    trophies: await ctx.db.select({ team: teamTrophies.teamId, kind: teamTrophies.kind }).from(teamTrophies),
    movements: (await ctx.db.select({ id: budgetMovements.id }).from(budgetMovements)).length,
    topLines: (await ctx.db.select({ id: seasonTopPlayers.playerId }).from(seasonTopPlayers)).length,
  });
  const balance = async (id: number) =>
    (await ctx.db.select({ profits: users.profits }).from(users).where(eq(users.id, id)))[0]!.profits;
  const divisions = async () =>
    Object.fromEntries(
      (
        await ctx.db
          .select()
          .from(teams)
          .where(inArray(teams.id, Object.values(ids)))
      ).map((t) => [t.name, t.division]),
    );

  return { season: season!, admin, organizer, p1, p3, s1, s4, ids, pd, sd, call, state, balance, divisions };
}
