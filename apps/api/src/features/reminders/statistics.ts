import { and, between, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { matchStatistics, matches, teams, type Db } from '@liga/db';
import { STATISTICS_REMINDERS, statisticsReminderDue } from '@liga/domain';
import { emitOnce } from './emit-once';

const HOUR = 3_600_000;
const FIRST = Math.min(...STATISTICS_REMINDERS.map((r) => r.from));
const LAST = Math.max(...STATISTICS_REMINDERS.map((r) => r.until));

/**
 * Reminds each team's manager of a match whose statistics they have not loaded (docs/rules.md §8.6):
 * inside the data deadline and at each late-entry tier, each reminder once (decision 034).
 */
export async function remindStatistics(db: Db, now: Date): Promise<number> {
  const home = alias(teams, 'home');
  const away = alias(teams, 'away');
  const rows = await db
    .select({
      id: matches.id,
      date: matches.matchDate,
      home: { id: home.id, name: home.name, owner: home.idUser },
      away: { id: away.id, name: away.name, owner: away.idUser },
    })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.teamHomeId))
    .innerJoin(away, eq(away.id, matches.teamAwayId))
    .where(
      and(
        isNotNull(matches.matchDate),
        between(
          matches.matchDate,
          new Date(now.getTime() - LAST * HOUR),
          new Date(now.getTime() - FIRST * HOUR),
        ),
      ),
    );
  let sent = 0;
  for (const match of rows) {
    const due = statisticsReminderDue(match.date!, now);
    if (!due) continue;
    for (const side of [match.home, match.away]) {
      if (side.owner === null) continue;
      const [loaded] = await db
        .select({ id: matchStatistics.id })
        .from(matchStatistics)
        .where(and(eq(matchStatistics.matchId, match.id), eq(matchStatistics.teamId, side.id)))
        .limit(1);
      if (loaded) continue;
      const key = `statistics:${match.id}:${side.id}:${due.hoursLate}`;
      const event = {
        kind: 'statistics_due' as const,
        recipients: [side.owner],
        data: { match_id: match.id, home: match.home.name, away: match.away.name, hours_late: due.hoursLate },
      };
      if (await emitOnce(db, key, event)) sent += 1;
    }
  }
  return sent;
}
