import { eq, inArray } from 'drizzle-orm';
import { matches, type Db } from '@liga/db';
import { STATISTICS_REMINDERS, statisticsReminderDue } from '@liga/domain';
import { unloadedMatches } from '../sanctions';
import { emitOnce } from './emit-once';
import { away, home } from '../../lib/match-view';

const FIRST = Math.min(...STATISTICS_REMINDERS.map((r) => r.from));
const LAST = Math.max(...STATISTICS_REMINDERS.map((r) => r.until));

/** The names and managers of some matches' teams, for the reminders' text and recipients. */
async function matchTeams(db: Db, ids: number[]) {
  const rows = await db
    .select({
      id: matches.id,
      home: { id: home.id, name: home.name, owner: home.idUser },
      away: { id: away.id, name: away.name, owner: away.idUser },
    })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.teamHomeId))
    .innerJoin(away, eq(away.id, matches.teamAwayId))
    .where(inArray(matches.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Reminds each team's manager of a match whose statistics they have not loaded (docs/rules.md §8.6):
 * inside the data deadline and at each late-entry tier, each reminder once (decision 034). The matches
 * are the late-entry sweep's own list (pending, of the active season, a team without lines), read at
 * once for every team.
 */
export async function remindStatistics(db: Db, now: Date): Promise<number> {
  const due = (await unloadedMatches(db, now, FIRST, LAST)).flatMap((m) => {
    const reminder = statisticsReminderDue(m.date, now);
    return reminder ? [{ ...m, hoursLate: reminder.hoursLate }] : [];
  });
  if (due.length === 0) return 0;
  const sides = await matchTeams(
    db,
    due.map((m) => m.id),
  );
  let sent = 0;
  for (const { id, missing, hoursLate } of due) {
    const match = sides.get(id);
    if (!match) continue;
    for (const side of [match.home, match.away]) {
      if (side.owner === null || !missing.includes(side.id)) continue;
      const event = {
        kind: 'statistics_due' as const,
        recipients: [side.owner],
        data: { match_id: id, home: match.home.name, away: match.away.name, hours_late: hoursLate },
      };
      if (await emitOnce(db, `statistics:${id}:${side.id}:${hoursLate}`, event)) sent += 1;
    }
  }
  return sent;
}
