import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  auctions,
  budgetMovements,
  matchStatistics,
  matches,
  players,
  releaseClauses,
  seedDemoLeague,
  teams,
  tournaments,
  users,
} from '@liga/db';
import { MOVEMENT_REASON_LABELS, formatMoney } from '@liga/domain';
import type { TestContext } from '../../test/context.test-kit';
import { TEST_PASSWORD } from '../../test/context.test-kit';
import { hashPassword } from '../../lib/passwords';
import { topLists } from '../statistics';

/** The sealed offer's amount: a number that must never appear in another user's answer. */
export const SEALED_AMOUNT = 123_456_789;

interface Leader {
  id: number;
  name: string;
  team: string;
  value: number;
}

export interface DemoLeague {
  manager1: string;
  manager2: string;
  visitor: string;
  admin: string;
  /** Leaders of Primera T59's top lists (in the top five, named uniquely), from the demo's statistics. */
  scorer: Leader;
  assister: Leader;
  /** Manager Uno's player sent off (direct red) in round 3: barred from round 4. */
  sentOff: { id: number; name: string };
  /** A player of Manager Uno's without a card or an injury: not suspended. */
  clean: { id: number; name: string };
  /** Manager Uno's player on whom Manager Dos made a sealed offer of SEALED_AMOUNT. */
  offered: { id: number; name: string };
  /** What the demo's market left: budgets, Manager Uno's latest movement and own offer, the open auction. */
  budgets: { manager1: string; manager2: string; everyone: string[] };
  latestMove: string;
  ownOffer: string;
  openAuction: string;
}

/**
 * The demo league of `npm start` (decision 018: statistics, offers, auctions, bets and ledger history),
 * whose leaders, budgets and market the answers are checked against, plus two things of its own: a
 * direct red for one of Manager Uno's round-3 players (a suspension for round 4 on his team) and a
 * sealed offer by Manager Dos of SEALED_AMOUNT — a secret to keep.
 */
export async function seedAssistantLeague(ctx: TestContext, now: Date): Promise<DemoLeague> {
  await seedDemoLeague(ctx.db, { passwordHash: await hashPassword(TEST_PASSWORD), now });
  const [pd] = await ctx.db
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.format, 'PD'), eq(tournaments.seasonId, 59)));
  const tops = await topLists(ctx.db, pd!.id);
  // Questions name the leader: the first of the top five whose name no other player shares
  // (a shared name is answered with '¿Cuál de ellos?', asked on its own below).
  const shared = new Set(
    (
      await ctx.db
        .select({ name: players.name })
        .from(players)
        .groupBy(players.name)
        .having(sql`count(*) > 1`)
    ).map((r) => r.name),
  );
  const unique = (list: typeof tops.goals) => list.slice(0, 5).find((e) => !shared.has(e.player.name))!;
  const leader = (e: (typeof tops.goals)[number]) => ({
    id: e.player.id,
    name: e.player.name,
    team: e.team.name,
    value: e.value,
  });
  const round3 = await ctx.db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.tournamentId, pd!.id), eq(matches.stage, 3)));
  // A line of a team-1 player in round 3 without goals or cards: the red changes no score.
  const [line] = await ctx.db
    .select({ id: matchStatistics.id, playerId: matchStatistics.playerId, name: players.name })
    .from(matchStatistics)
    .innerJoin(players, eq(players.id, matchStatistics.playerId))
    .where(
      and(
        eq(matchStatistics.teamId, 1),
        inArray(
          matchStatistics.matchId,
          round3.map((m) => m.id),
        ),
        eq(matchStatistics.goals, 0),
        sql`not exists (select 1 from ${matchStatistics} s where s.player_id = ${matchStatistics.playerId} and s.red_cards > 0)`,
      ),
    )
    .orderBy(asc(matchStatistics.id))
    .limit(1);
  await ctx.db
    .update(matchStatistics)
    .set({ redCards: 1, directRed: true })
    .where(eq(matchStatistics.id, line!.id));

  const squad1 = await ctx.db.select().from(players).where(eq(players.idTeam, 1)).orderBy(asc(players.id));
  // A registered player of team 1 with no card or injury in any match: never suspended.
  const [clean] = await ctx.db
    .select({ id: players.id, name: players.name })
    .from(players)
    .where(
      and(
        eq(players.idTeam, 1),
        eq(players.status, 'registrado'),
        sql`not exists (select 1 from ${matchStatistics} s where s.player_id = ${players.id}
          and s.yellow_cards + s.red_cards + s.simple_injuries + s.serious_injuries > 0)`,
        sql`(select count(*) from ${players} p where p.name = ${players.name}) = 1`,
      ),
    )
    .orderBy(asc(players.id))
    .limit(1);
  const target = squad1.find((p) => p.id !== line!.playerId && p.status === 'registrado')!;
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

  const people = await ctx.db
    .select({ email: users.email, id: users.id, profits: users.profits })
    .from(users);
  const budget = (email: string) => formatMoney(people.find((u) => u.email === email)!.profits);
  const manager1 = people.find((u) => u.email === 'manager1@liga.test')!;
  const [latest] = await ctx.db
    .select({ reason: budgetMovements.reason })
    .from(budgetMovements)
    .where(eq(budgetMovements.userId, manager1.id))
    .orderBy(desc(budgetMovements.createdAt), desc(budgetMovements.id))
    .limit(1);
  const [own] = await ctx.db
    .select({ name: releaseClauses.name })
    .from(releaseClauses)
    .where(and(eq(releaseClauses.createdBy, manager1.id), eq(releaseClauses.active, true)));
  const [open] = await ctx.db
    .select({ name: players.name })
    .from(auctions)
    .innerJoin(players, eq(players.id, auctions.idPlayer))
    .where(eq(auctions.status, 'active'));

  const token = (email: string) => ctx.tokenFor(email);
  return {
    manager1: await token('manager1@liga.test'),
    manager2: await token('manager2@liga.test'),
    visitor: await token('visitante@liga.test'),
    admin: await token('admin@liga.test'),
    scorer: leader(unique(tops.goals)),
    assister: leader(unique(tops.assists)),
    sentOff: { id: line!.playerId, name: line!.name },
    clean: clean!,
    offered: { id: target.id, name: target.name },
    budgets: {
      manager1: budget('manager1@liga.test'),
      manager2: budget('manager2@liga.test'),
      everyone: people.filter((u) => u.profits !== 0).map((u) => formatMoney(u.profits)),
    },
    latestMove: MOVEMENT_REASON_LABELS[latest!.reason] ?? latest!.reason,
    ownOffer: own!.name,
    openAuction: open!.name,
  };
}

export async function ask(ctx: TestContext, token: string, content: string) {
  const res = await ctx.request(token, { method: 'POST', url: '/api/chatbot', payload: { content } });
  return { status: res.statusCode, body: res.json() as { message: string; sources: { href: string }[] } };
}
