import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { matches, players, seedDemoLeague, teams, tournaments } from '@liga/db';
import type { TestContext } from '../../test/context.test-kit';
import { TEST_PASSWORD } from '../../test/context.test-kit';
import { hashPassword } from '../../lib/passwords';

/** Ids of the demo league the public pages are walked over: a played match, a team, a player of it. */
export interface PublicDemo {
  match: { id: number; home: string; away: string; score: string };
  team: { id: number; name: string };
  player: { id: number; name: string; value: number };
  teamIds: number[];
  matchIds: number[];
  playerIds: number[];
}

export async function seedPublicDemo(ctx: TestContext): Promise<PublicDemo> {
  await seedDemoLeague(ctx.db, { passwordHash: await hashPassword(TEST_PASSWORD), now: ctx.clock.now() });
  const played = await ctx.db
    .select({
      id: matches.id,
      home: matches.teamHomeId,
      away: matches.teamAwayId,
      sh: matches.scoreHome,
      sa: matches.scoreAway,
    })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(and(eq(tournaments.seasonId, 59), eq(tournaments.format, 'PD'), isNotNull(matches.scoreHome)))
    .orderBy(asc(matches.id));
  const league = await ctx.db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(inArray(teams.division, ['Primera', 'Segunda']))
    .orderBy(asc(teams.id));
  const first = played[0]!;
  const name = (id: number) => league.find((t) => t.id === id)!.name;
  const squad = await ctx.db
    .select({ id: players.id, name: players.name, value: players.value })
    .from(players)
    .where(eq(players.idTeam, first.home))
    .orderBy(asc(players.id));
  return {
    match: {
      id: first.id,
      home: name(first.home),
      away: name(first.away),
      score: `${first.sh} - ${first.sa}`,
    },
    team: { id: first.home, name: name(first.home) },
    player: squad[0]!,
    teamIds: league.map((t) => t.id),
    matchIds: played.map((m) => m.id),
    playerIds: squad.map((p) => p.id),
  };
}

/** The HTML-escaped form of a text, as a page carries it. */
export const escaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
