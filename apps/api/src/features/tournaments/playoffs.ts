import { and, eq, gte, lte, or } from 'drizzle-orm';
import { matches, type Db } from '@liga/db';
import {
  LEAGUE_ROUNDS,
  PLAYOFF_FIRST_STAGE,
  PLAYOUT_STAGE,
  drawsPlayoffs,
  playoffFixtures,
  standings,
} from '@liga/domain';
import { ruleBroken } from '../../lib/http-errors';
import { listMatchViews } from '../../lib/match-view';
import { insertFixtures, lockTournament, type FixtureResult } from './fixture';
import { messages } from './messages';
import { tournamentMembers } from './queries';

/**
 * A league's first play-off round and (Primera) its Playout, from the final regular-season table once
 * every regular match is completed (docs/rules.md §10.4, docs/decisions/024). Once per tournament:
 * the tournament row's lock keeps two requests from both drawing them.
 */
export async function generatePlayoffs(
  db: Db,
  id: number,
  by: number,
  timeZone: string,
): Promise<FixtureResult> {
  await db.transaction(async (tx) => {
    const t = await lockTournament(tx, id);
    if (!drawsPlayoffs(t.format)) throw ruleBroken('id', messages.onlyLeagues);
    const regular = await tx
      .select({
        status: matches.status,
        home_id: matches.teamHomeId,
        away_id: matches.teamAwayId,
        home_goals: matches.scoreHome,
        away_goals: matches.scoreAway,
      })
      .from(matches)
      .where(and(eq(matches.tournamentId, id), lte(matches.stage, LEAGUE_ROUNDS)));
    if (regular.length === 0) throw ruleBroken('id', messages.noRegularMatches);
    const pending = regular.filter((m) => m.status !== 'completed' || m.home_goals === null).length;
    if (pending > 0) throw ruleBroken('id', messages.regularPending(pending));
    const [drawn] = await tx
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(
          eq(matches.tournamentId, id),
          or(eq(matches.stage, PLAYOFF_FIRST_STAGE), gte(matches.stage, PLAYOUT_STAGE)),
        ),
      )
      .limit(1);
    if (drawn) throw ruleBroken('id', messages.playoffsExist);
    // The regular-season table /tablas shows (docs/rules.md §10.2), from the same completed matches.
    const results = regular.flatMap((m) =>
      m.home_id !== null && m.away_id !== null ? [{ ...m, home_id: m.home_id, away_id: m.away_id }] : [],
    );
    const table = standings(await tournamentMembers(tx, id), results);
    const byPosition = [...table].sort((a, b) => a.position - b.position).map((r) => r.team_id);
    await insertFixtures(tx, t, playoffFixtures(t.format, byPosition), by, timeZone);
  });
  const drawnNow = await listMatchViews(db, { tournamentId: id });
  return { matches: drawnNow.filter((m) => m.stage > LEAGUE_ROUNDS), byes: [] };
}
