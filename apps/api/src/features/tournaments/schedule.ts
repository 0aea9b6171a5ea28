import { FINAL_STAGE, fromWallClock, playedAsRound } from '@liga/domain';
import type { TournamentRef } from './tournament';

/** Matches kick off at 21:00 league time. */
const KICK_OFF_HOUR = 21;
const DAY_MS = 86_400_000;

/**
 * The date of a round: the format's rounds (Final included, FINAL_STAGE) are spread evenly from
 * start_date to end_date, so the first round is played on the first day and the Final on the last.
 * Without both dates the matches stay undated (null) until staff set them.
 */
export function stageDate(
  tournament: Pick<TournamentRef, 'startDate' | 'endDate' | 'format'>,
  stage: number,
  timeZone: string,
): Date | null {
  if (!tournament.startDate || !tournament.endDate) return null;
  const start = Date.parse(`${tournament.startDate}T00:00:00Z`);
  const days = Math.round((Date.parse(`${tournament.endDate}T00:00:00Z`) - start) / DAY_MS);
  const rounds = FINAL_STAGE[tournament.format];
  // The Playout is dated with the round it is played as (round 14, docs/rules.md §10.4).
  const round = Math.min(playedAsRound(tournament.format, stage), rounds);
  const offset = rounds > 1 ? Math.round(((round - 1) * days) / (rounds - 1)) : 0;
  return fromWallClock(start + offset * DAY_MS + KICK_OFF_HOUR * 3_600_000, timeZone);
}
