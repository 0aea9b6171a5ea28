import { and, eq, gt, gte, lte, or } from 'drizzle-orm';
import { matches, type Db, type Tx } from '@liga/db';
import {
  LEAGUE_ROUNDS,
  PLAYOFF_FIRST_STAGE,
  PLAYOUT_STAGE,
  drawsPlayoffs,
  nextPlayoffRound,
  playoffFixtures,
  roundName,
  standings,
} from '@liga/domain';
import { ruleBroken } from '../../lib/http-errors';
import { listMatchViews } from '../../lib/match-view';
import { inLockedTournament, insertFixtures, type FixtureResult } from './fixture';
import { messages } from './messages';
import { tournamentMembers } from './queries';
import type { TournamentRef } from './tournament';

const results = {
  status: matches.status,
  stage: matches.stage,
  home_id: matches.teamHomeId,
  away_id: matches.teamAwayId,
  home_goals: matches.scoreHome,
  away_goals: matches.scoreAway,
};

/**
 * The final regular-season table /tablas shows (docs/rules.md §10.2) as team ids by place, once every
 * regular match is completed; a Spanish 422 otherwise.
 */
async function finalTable(tx: Tx, t: TournamentRef): Promise<number[]> {
  if (!drawsPlayoffs(t.format)) throw ruleBroken('id', messages.onlyLeagues);
  const regular = await tx
    .select(results)
    .from(matches)
    .where(and(eq(matches.tournamentId, t.id), lte(matches.stage, LEAGUE_ROUNDS)));
  if (regular.length === 0) throw ruleBroken('id', messages.noRegularMatches);
  const pending = regular.filter((m) => m.status !== 'completed' || m.home_goals === null).length;
  if (pending > 0) throw ruleBroken('id', messages.regularPending(pending));
  const table = standings(await tournamentMembers(tx, t.id), regular);
  return [...table].sort((a, b) => a.position - b.position).map((r) => r.team_id);
}

const drawnSince = async (db: Db, id: number, stage: number): Promise<FixtureResult> => {
  const drawn = await listMatchViews(db, { tournamentId: id });
  return { matches: drawn.filter((m) => m.stage >= stage), byes: [] };
};

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
  await inLockedTournament(db, id, async (tx, t) => {
    const byPosition = await finalTable(tx, t);
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
    await insertFixtures(tx, t, playoffFixtures(t.format, byPosition), by, timeZone);
  });
  return drawnSince(db, id, LEAGUE_ROUNDS + 1);
}

/**
 * The play-off round after the last one drawn, from its results (docs/rules.md §10.4,
 * docs/decisions/038): refused while one of its matches has no result, before the first round and
 * after the Final. The tournament row's lock makes a second request see the round the first drew.
 */
export async function generateNextPlayoffRound(
  db: Db,
  id: number,
  by: number,
  timeZone: string,
): Promise<FixtureResult & { stage: number }> {
  const stage = await inLockedTournament(db, id, async (tx, t) => {
    const byPosition = await finalTable(tx, t);
    const played = await tx
      .select(results)
      .from(matches)
      .where(and(eq(matches.tournamentId, id), gt(matches.stage, LEAGUE_ROUNDS)));
    const next = nextPlayoffRound(
      t.format,
      byPosition,
      played.map((m) => (m.status === 'completed' ? m : { ...m, home_goals: null, away_goals: null })),
    );
    if (next.kind === 'not-started') throw ruleBroken('id', messages.playoffsMissing);
    if (next.kind === 'finished') throw ruleBroken('id', messages.playoffsFinished);
    if (next.kind === 'pending')
      throw ruleBroken('id', messages.roundPending(roundName(t.format, next.stage), next.pending));
    await insertFixtures(tx, t, next.fixtures, by, timeZone);
    return next.stage;
  });
  const drawn = await drawnSince(db, id, stage);
  return { ...drawn, matches: drawn.matches.filter((m) => m.stage === stage), stage };
}
