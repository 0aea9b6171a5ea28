import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  assistantMessages,
  matchStatistics,
  matches,
  players,
  rulebookSections,
  seasons,
  teams,
  tournaments,
  type Db,
} from '@liga/db';
import type { AssistantMessage, AssistantSource } from '@liga/domain';

const HISTORY_LIMIT = 100;

/** The caller's last messages, oldest first. */
export async function history(db: Db, userId: number): Promise<AssistantMessage[]> {
  const rows = await db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.userId, userId))
    .orderBy(desc(assistantMessages.id))
    .limit(HISTORY_LIMIT);
  return rows.reverse().map((r) => ({
    id: r.id,
    role: r.role,
    content: r.content,
    sources: r.sources,
    created_at: r.createdAt.toISOString(),
  }));
}

export async function saveExchange(
  db: Db,
  userId: number,
  question: string,
  answer: { message: string; sources: AssistantSource[] },
): Promise<void> {
  await db.insert(assistantMessages).values([
    { userId, role: 'user', content: question, sources: [] },
    { userId, role: 'assistant', content: answer.message, sources: answer.sources },
  ]);
}

/** Names for entity resolution: every player and team (public to every signed-in account). */
export async function entityNames(db: Db) {
  const [playerRows, teamRows] = await Promise.all([
    db.select({ id: players.id, name: players.name }).from(players),
    db.select({ id: teams.id, name: teams.name, division: teams.division }).from(teams),
  ]);
  return { players: playerRows, teams: teamRows };
}

/** The league tournaments (Primera, Segunda) of a season. */
export async function leagueTournaments(db: Db, seasonId: number) {
  return db
    .select({ id: tournaments.id, name: tournaments.name, format: tournaments.format })
    .from(tournaments)
    .where(and(eq(tournaments.seasonId, seasonId), inArray(tournaments.format, ['PD', 'SD'])))
    .orderBy(asc(tournaments.format));
}

/**
 * Rule-book sections ranked against a question: its words OR-ed through the 'spanish' configuration
 * (stemmed, stop words dropped), so "¿cuántas amarillas para una suspensión?" meets "Suspensiones".
 */
export async function rankedSections(db: Db, seasonId: number, stems: string[], limit = 3) {
  if (stems.length === 0) return [];
  const tsq = sql`to_tsquery('spanish', ${stems.join(' | ')})`;
  return db
    .select({
      slug: rulebookSections.slug,
      title: rulebookSections.title,
      text: rulebookSections.searchText,
      rank: sql<number>`ts_rank(${rulebookSections.searchVector}, ${tsq})`,
    })
    .from(rulebookSections)
    .where(and(eq(rulebookSections.seasonId, seasonId), sql`${rulebookSections.searchVector} @@ ${tsq}`))
    .orderBy(sql`ts_rank(${rulebookSections.searchVector}, ${tsq}) desc`, asc(rulebookSections.position))
    .limit(limit);
}

/** A player's statistics per season: goals, assists, MVPs, cards, injuries and matches played. */
export async function playerSeasonTotals(db: Db, playerId: number) {
  return (
    db
      .select({
        seasonId: tournaments.seasonId,
        season: seasons.name,
        matches: sql<number>`count(distinct ${matchStatistics.matchId})::int`,
        goals: sql<number>`coalesce(sum(${matchStatistics.goals}), 0)::int`,
        assists: sql<number>`coalesce(sum(${matchStatistics.assists}), 0)::int`,
        mvp: sql<number>`count(*) filter (where ${matchStatistics.mvp})::int`,
        yellow: sql<number>`coalesce(sum(${matchStatistics.yellowCards}), 0)::int`,
        red: sql<number>`coalesce(sum(${matchStatistics.redCards}), 0)::int`,
        injuries: sql<number>`coalesce(sum(${matchStatistics.simpleInjuries} + ${matchStatistics.seriousInjuries}), 0)::int`,
      })
      .from(matchStatistics)
      .innerJoin(matches, eq(matches.id, matchStatistics.matchId))
      .innerJoin(tournaments, eq(tournaments.id, matchStatistics.tournamentId))
      .innerJoin(seasons, eq(seasons.id, tournaments.seasonId))
      // Appearances only: a squad line of a player who did not play is no match (decision 023).
      .where(and(eq(matchStatistics.playerId, playerId), eq(matchStatistics.played, true)))
      .groupBy(tournaments.seasonId, seasons.name)
      .orderBy(desc(tournaments.seasonId))
  );
}
