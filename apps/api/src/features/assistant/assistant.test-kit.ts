import { and, asc, eq } from 'drizzle-orm';
import {
  matchStatistics,
  matches,
  players,
  releaseClauses,
  seedDemoLeague,
  teams,
  tournaments,
} from '@liga/db';
import type { TestContext } from '../../test/context.test-kit';
import { TEST_PASSWORD } from '../../test/context.test-kit';
import { hashPassword } from '../../lib/passwords';

/** The sealed offer's amount: a number that must never appear in another user's answer. */
export const SEALED_AMOUNT = 123_456_789;

export interface DemoLeague {
  manager1: string;
  manager2: string;
  visitor: string;
  admin: string;
  /** Manager Uno's scorer in round 3 of Primera (2 goals, 1 assist, MVP) and his sent-off defender. */
  scorer: { id: number; name: string };
  sentOff: { id: number; name: string };
  /** Manager Uno's player on whom Manager Dos made a sealed offer of SEALED_AMOUNT. */
  offered: { id: number; name: string };
}

/**
 * The demo league of `npm start`, plus what issue 12's demo statistics will add: one round-3 match
 * of Primera with per-player statistics (goals, an MVP, a red card) and one sealed offer by Manager
 * Dos, so the assistant has scorers, a suspension and a secret to keep.
 */
export async function seedAssistantLeague(ctx: TestContext, now: Date): Promise<DemoLeague> {
  await seedDemoLeague(ctx.db, { passwordHash: await hashPassword(TEST_PASSWORD), now });
  const [pd] = await ctx.db
    .select()
    .from(tournaments)
    .where(eq(tournaments.format, 'PD'))
    .orderBy(asc(tournaments.id))
    .limit(1);
  const [match] = await ctx.db
    .select()
    .from(matches)
    .where(and(eq(matches.tournamentId, pd!.id), eq(matches.stage, 3), eq(matches.teamHomeId, 1)));
  const home = match
    ? match
    : (
        await ctx.db
          .select()
          .from(matches)
          .where(and(eq(matches.tournamentId, pd!.id), eq(matches.stage, 3), eq(matches.teamAwayId, 1)))
      )[0]!;
  const squad1 = await ctx.db.select().from(players).where(eq(players.idTeam, 1)).orderBy(asc(players.id));
  const [scorer, sentOff] = [squad1[0]!, squad1[1]!];
  await ctx.db.insert(matchStatistics).values([
    {
      matchId: home.id,
      tournamentId: pd!.id,
      playerId: scorer.id,
      teamId: 1,
      goals: 2,
      assists: 1,
      mvp: true,
    },
    { matchId: home.id, tournamentId: pd!.id, playerId: sentOff.id, teamId: 1, redCards: 1, directRed: true },
  ]);
  const target = squad1[2]!;
  const [team2] = await ctx.db.select().from(teams).where(eq(teams.id, 15));
  await ctx.db.insert(releaseClauses).values({
    idPlayer: target.id,
    name: target.name,
    idTeam: 1,
    createdBy: team2!.idUser!,
    value: SEALED_AMOUNT,
    totalValue: SEALED_AMOUNT,
    idSeason: 59,
    createdAt: now,
  });
  const token = (email: string) => ctx.tokenFor(email);
  return {
    manager1: await token('manager1@liga.test'),
    manager2: await token('manager2@liga.test'),
    visitor: await token('visitante@liga.test'),
    admin: await token('admin@liga.test'),
    scorer: { id: scorer.id, name: scorer.name },
    sentOff: { id: sentOff.id, name: sentOff.name },
    offered: { id: target.id, name: target.name },
  };
}

export async function ask(ctx: TestContext, token: string, content: string) {
  const res = await ctx.request(token, { method: 'POST', url: '/api/chatbot', payload: { content } });
  return { status: res.statusCode, body: res.json() as { message: string; sources: { href: string }[] } };
}
