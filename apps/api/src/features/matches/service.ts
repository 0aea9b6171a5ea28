import { eq } from 'drizzle-orm';
import { matches, type Db, type Tx } from '@liga/db';
import {
  FINAL_STAGE,
  isPlayoutStage,
  UCL_QUARTER_FINAL_STAGE,
  may,
  parseLeagueDateTime,
  type CreateMatchInput,
  type Format,
  type MatchListQuery,
  type UpdateMatchInput,
} from '@liga/domain';
import { forbidden, notFound, ruleBroken, unprocessable } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { findTournament, sharedGroup, teamsOutside } from '../tournaments';
import { activeSeasonId } from '../seasons';
import { ownTeamId } from '../teams';
import { findMatchView, listMatchViews, type MatchView } from '../../lib/match-view';
import { settleMatchBetsOf } from '../bets';
import { messages } from './messages';
import { lockMatch, roundMatchesOf, statisticTotals } from './queries';
import { announceResult } from './announce-result';

const toDate = (text: string | null | undefined, timeZone: string): Date | null | undefined =>
  text === undefined || text === null ? text : parseLeagueDateTime(text, timeZone);

/** Staff any match; a manager only a match their own team plays. */
async function mayActOnMatch(db: Db | Tx, user: AuthUser, teamIds: readonly number[]): Promise<boolean> {
  if (may(user.rol, 'enterAnyMatchResult')) return true;
  const own = await ownTeamId(db, user.id);
  return own !== undefined && teamIds.includes(own);
}

function checkStage(format: Format, stage: number): void {
  // Primera's Playout has a stage number of its own after the Final's (docs/rules.md §10.4).
  if (stage > FINAL_STAGE[format] && !isPlayoutStage(format, stage))
    throw ruleBroken('stage', messages.stageOutOfRange(FINAL_STAGE[format]));
}

/**
 * A result typed on the matches screen. When the round already holds this pairing without a score
 * (a generated fixture), the score is written into it instead of creating a duplicate.
 */
export async function createMatch(
  db: Db,
  input: CreateMatchInput,
  by: AuthUser,
  now: Date,
  timeZone: string,
): Promise<MatchView> {
  const { tournament_id: tournamentId, team_home_id: homeId, team_away_id: awayId, stage } = input;
  const id = await db.transaction(async (tx) => {
    if (!(await mayActOnMatch(tx, by, [homeId, awayId]))) throw forbidden(messages.notYourMatch);
    // Locked: two loads of the same result at once cannot both miss each other.
    const tournament = await findTournament(tx, tournamentId, true);
    if (!tournament) throw ruleBroken('tournament_id', messages.tournamentMissing);
    checkStage(tournament.format, stage);
    const outside = await teamsOutside(tx, tournament, [homeId, awayId]);
    if (outside.length > 0) {
      const fields = outside.map((teamId) => (teamId === homeId ? 'team_home_id' : 'team_away_id'));
      throw unprocessable(Object.fromEntries(fields.map((f) => [f, [messages.teamNotInTournament]])));
    }
    const matchDate = toDate(input.match_date, timeZone) ?? now;
    const round = await roundMatchesOf(tx, tournamentId, stage, [homeId, awayId]);
    const same = round.find(
      (m) => [m.teamHomeId, m.teamAwayId].sort().join() === [homeId, awayId].sort().join(),
    );
    if (same && same.scoreHome === null) {
      const swapped = same.teamHomeId !== homeId;
      const [scoreHome, scoreAway] = swapped
        ? [input.score_away, input.score_home]
        : [input.score_home, input.score_away];
      const date = input.match_date ? matchDate : (same.matchDate ?? matchDate);
      await tx.update(matches).set({ scoreHome, scoreAway, matchDate: date }).where(eq(matches.id, same.id));
      // Its linked bets settle with the result, in this transaction (docs/rules.md §7.5).
      await settleMatchBetsOf(tx, same.id, now);
      await announceResult(tx, same.id);
      return same.id;
    }
    if (same) throw ruleBroken('stage', messages.alreadyLoaded);
    if (round.length > 0) {
      const busy = round.some((m) => m.teamHomeId === homeId || m.teamAwayId === homeId)
        ? 'team_home_id'
        : 'team_away_id';
      throw ruleBroken(busy, messages.teamBusy);
    }
    const group =
      tournament.format === 'UCL' && stage < UCL_QUARTER_FINAL_STAGE
        ? await sharedGroup(tx, tournamentId, homeId, awayId)
        : null;
    const [row] = await tx
      .insert(matches)
      .values({
        tournamentId,
        teamHomeId: homeId,
        teamAwayId: awayId,
        scoreHome: input.score_home,
        scoreAway: input.score_away,
        stage,
        groupName: group,
        matchDate,
        createdBy: by.id,
      })
      .returning({ id: matches.id });
    await announceResult(tx, row!.id);
    return row!.id;
  });
  return (await findMatchView(db, id))!;
}

/** The loaded statistics must still fit the score (rules re-checked on edit). */
async function checkStatisticsFit(tx: Tx, matchId: number, score: Record<number, number>): Promise<void> {
  for (const total of await statisticTotals(tx, matchId)) {
    const limit = score[total.teamId];
    if (limit !== undefined && (total.goals > limit || total.assists > limit))
      throw ruleBroken('score_home', messages.statsAboveScore);
  }
}

/** Staff edit score, date and round; only an Admin re-opens a completed match (docs/rules.md §2.5, §1.1). */
export async function updateMatch(
  db: Db,
  id: number,
  input: UpdateMatchInput,
  by: AuthUser,
  timeZone: string,
  now: Date,
): Promise<{ match: MatchView; reEnabled: boolean }> {
  const reEnabled = await db.transaction(async (tx) => {
    const current = await lockMatch(tx, id);
    if (!current) throw notFound(messages.notFound);
    const reopen = input.status === 'pending' && current.status === 'completed';
    if (reopen && !may(by.rol, 'reEnableMatch')) throw forbidden(messages.onlyAdminReEnable);
    if (input.status === 'completed' && current.status !== 'completed')
      throw ruleBroken('status', messages.completeBySaving);

    const changes: Partial<typeof matches.$inferInsert> = reopen ? { status: 'pending' } : {};
    if (input.stage !== undefined && input.stage !== current.stage) {
      const tournament = (await findTournament(tx, current.tournamentId, true))!;
      checkStage(tournament.format, input.stage);
      const teams = [current.teamHomeId, current.teamAwayId];
      if ((await roundMatchesOf(tx, current.tournamentId, input.stage, teams, id)).length > 0)
        throw ruleBroken('stage', messages.teamBusy);
      changes.stage = input.stage;
    }
    const scoreHome = input.score_home ?? current.scoreHome;
    const scoreAway = input.score_away ?? current.scoreAway;
    if (scoreHome !== current.scoreHome || scoreAway !== current.scoreAway) {
      if (scoreHome !== null && scoreAway !== null) {
        await checkStatisticsFit(tx, id, {
          [current.teamHomeId]: scoreHome,
          [current.teamAwayId]: scoreAway,
        });
      }
      Object.assign(changes, { scoreHome, scoreAway });
    }
    if (input.match_date !== undefined) changes.matchDate = toDate(input.match_date, timeZone) ?? null;
    if (Object.keys(changes).length > 0) await tx.update(matches).set(changes).where(eq(matches.id, id));
    // A corrected score re-settles its linked bets in the same transaction (docs/rules.md §7.5).
    if ('scoreHome' in changes) {
      await settleMatchBetsOf(tx, id, now);
      await announceResult(tx, id);
    }
    return reopen;
  });
  return { match: (await findMatchView(db, id))!, reEnabled };
}

/** GET /matches: one tournament; without one, a season, by default the active one rather than every season ever played. */
export async function listMatches(db: Db, query: MatchListQuery): Promise<MatchView[]> {
  if (query.tournament_id !== undefined) return listMatchViews(db, { tournamentId: query.tournament_id });
  const seasonId = query.season ?? (await activeSeasonId(db));
  return listMatchViews(db, seasonId === undefined ? {} : { seasonId });
}
