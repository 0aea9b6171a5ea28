import { and, asc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { matchStatistics, matches, seasons, tournaments, type Db } from '@liga/db';
import { LATE_ENTRY_PENALTY_HOURS } from '@liga/domain';
import type { FastifyInstance } from 'fastify';
import type { Job } from '../../lib/scheduler';
import { fineMissingEntry } from './late-entry';

const HOUR_MS = 3_600_000;

/**
 * Matches of the active season still pending whose date is at least `olderThanHours` ago (by default the
 * first late-entry tier, docs/rules.md §17.3; at most `newerThanHours` ago when given), with the teams that
 * have no statistics line in them: the list the late-entry sweep fines, and that statistics reminders at
 * the same deadlines can read.
 */
export async function unloadedMatches(
  db: Db,
  now: Date,
  olderThanHours: number = LATE_ENTRY_PENALTY_HOURS[0],
  newerThanHours?: number,
) {
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const rows = await db
    .select({
      id: matches.id,
      date: matches.matchDate,
      home: matches.teamHomeId,
      away: matches.teamAwayId,
      loaded: sql<
        number[]
      >`coalesce(array_agg(distinct ${matchStatistics.teamId}) filter (where ${matchStatistics.teamId} is not null), '{}')`,
    })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .innerJoin(seasons, and(eq(seasons.id, tournaments.seasonId), eq(seasons.active, true)))
    .leftJoin(matchStatistics, eq(matchStatistics.matchId, matches.id))
    .where(
      and(
        eq(matches.status, 'pending'),
        isNotNull(matches.matchDate),
        lte(matches.matchDate, ago(olderThanHours)),
        newerThanHours === undefined ? undefined : gte(matches.matchDate, ago(newerThanHours)),
      ),
    )
    .groupBy(matches.id)
    .orderBy(asc(matches.id));
  return rows.flatMap((r) => {
    const missing = [r.home, r.away].filter(
      (t): t is number => t !== null && !r.loaded.map(Number).includes(t),
    );
    return missing.length > 0 ? [{ id: r.id, date: r.date!, missing }] : [];
  });
}

/**
 * The scheduler's late-entry sweep (docs/rules.md §17.3, decision 025): each match whose statistics a team
 * never loaded is fined for that team at the tier reached, in its own transaction with the match row
 * locked and its lines read again, so a save that arrives meanwhile wins and a second sweep fines nothing
 * more. Answers how many team fines it applied or raised.
 */
export async function fineUnloadedMatches(db: Db, now: Date): Promise<{ matches: number; teams: number }> {
  let teams = 0;
  const due = await unloadedMatches(db, now);
  for (const { id } of due) {
    teams += await db.transaction(async (tx) => {
      const [match] = await tx.select().from(matches).where(eq(matches.id, id)).for('update');
      if (!match || match.status !== 'pending') return 0;
      const loaded = await tx
        .selectDistinct({ teamId: matchStatistics.teamId })
        .from(matchStatistics)
        .where(eq(matchStatistics.matchId, id));
      const missing = [match.teamHomeId, match.teamAwayId].filter(
        (t): t is number => t !== null && !loaded.some((l) => l.teamId === t),
      );
      return missing.length > 0 ? fineMissingEntry(tx, match, missing, now) : 0;
    });
  }
  return { matches: due.length, teams };
}

/** The scheduler's job (every 15 minutes, one runner per cluster): app.ts hands it to the scheduler. */
export const lateEntryJobs = (app: FastifyInstance): Job[] => [
  { name: 'late-entry-fines', everyMs: 15 * 60_000, run: () => fineUnloadedMatches(app.db, app.clock.now()) },
];
