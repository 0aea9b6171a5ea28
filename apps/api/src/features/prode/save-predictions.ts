import { asc, inArray, sql } from 'drizzle-orm';
import { matches, prodePredictions, type Db } from '@liga/db';
import {
  PRODE_MESSAGES as M,
  addError,
  hasErrors,
  predictionOpen,
  type FieldErrors,
  type SavePredictionsInput,
} from '@liga/domain';
import { ruleBroken, unprocessable } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { ownTeamId } from '../teams';

/**
 * PUT /prode/predictions (docs/rules.md §16.1–16.2): writes or replaces the caller's predictions, all or
 * none. The matches are read FOR SHARE inside the transaction, so a result being saved at the same moment
 * (the matches feature updates the row) is either committed before and closes the prediction, or waits
 * for this one; the kick-off is compared with the request's clock, closed at the instant itself.
 */
export async function savePredictions(
  db: Db,
  lines: SavePredictionsInput,
  by: AuthUser,
  now: Date,
): Promise<SavePredictionsInput> {
  return db.transaction(async (tx) => {
    if ((await ownTeamId(tx, by.id)) === undefined) throw ruleBroken('team', M.noTeam);
    const ids = lines.map((l) => l.id_match);
    const rows = await tx
      .select({
        id: matches.id,
        matchDate: matches.matchDate,
        scoreHome: matches.scoreHome,
        scoreAway: matches.scoreAway,
      })
      .from(matches)
      .where(inArray(matches.id, ids))
      .orderBy(asc(matches.id))
      .for('share');
    const byId = new Map(rows.map((r) => [r.id, r]));
    const errors: FieldErrors = {};
    lines.forEach((line, i) => {
      const match = byId.get(line.id_match);
      const field = `${i}.id_match`;
      if (!match) return addError(errors, field, M.matchNotFound);
      const hasResult = match.scoreHome !== null && match.scoreAway !== null;
      if (hasResult) return addError(errors, field, M.hasResult);
      if (!predictionOpen({ kickoff: match.matchDate, hasResult }, now)) addError(errors, field, M.kickedOff);
    });
    if (hasErrors(errors)) throw unprocessable(errors);
    const ordered = [...lines].sort((a, b) => a.id_match - b.id_match);
    await tx
      .insert(prodePredictions)
      .values(
        ordered.map((l) => ({
          userId: by.id,
          matchId: l.id_match,
          home: l.home,
          away: l.away,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [prodePredictions.matchId, prodePredictions.userId],
        set: { home: sql`excluded.home`, away: sql`excluded.away`, updatedAt: now },
      });
    return lines;
  });
}
