import { inArray } from 'drizzle-orm';
import { players, teams, type Tx, type matches } from '@liga/db';
import {
  barredAfterLifts,
  playedOf,
  teamsOverMvp,
  type SaveStatisticsInput,
  type StatisticInput,
} from '@liga/domain';
import { ruleBroken, unprocessable, type FieldErrors } from '../../lib/http-errors';
import { findTournament } from '../tournaments';
import { messages } from './messages';
import { approvedLifts, sanctionHistory } from './queries';

/** A submitted line with its player's team and whether the player played, resolved (decision 023). */
export type Line = StatisticInput & { index: number; teamId: number; name: string; played: boolean };

const field = (line: { index: number }, name: keyof StatisticInput) => `statistics.${line.index}.${name}`;

/** The lines with their players' teams; every player must play for one of the match's two teams. */
export async function linesOf(
  tx: Tx,
  input: SaveStatisticsInput,
  match: typeof matches.$inferSelect,
): Promise<Line[]> {
  const seen = new Set<number>();
  input.statistics.forEach((s, index) => {
    if (s.tournament_id !== match.tournamentId)
      throw ruleBroken(field({ index }, 'tournament_id'), messages.tournamentMismatch);
    if (seen.has(s.player_id)) throw ruleBroken(field({ index }, 'player_id'), messages.playerRepeated);
    seen.add(s.player_id);
  });
  const found = await tx
    .select({ id: players.id, name: players.name, teamId: players.idTeam })
    .from(players)
    .where(inArray(players.id, [...seen]));
  return input.statistics.map((s, index) => {
    const player = found.find((p) => p.id === s.player_id);
    if (!player) throw ruleBroken(field({ index }, 'player_id'), messages.playerMissing);
    if (player.teamId !== match.teamHomeId && player.teamId !== match.teamAwayId)
      throw ruleBroken(field({ index }, 'player_id'), messages.notInMatch(player.name));
    // A direct red is a red card (docs/rules.md §9): the ban of two rounds replaces the one-round ban.
    const red = s.direct_red ? Math.max(s.red_cards, 1) : s.red_cards;
    return { ...s, red_cards: red, index, teamId: player.teamId, name: player.name, played: playedOf(s) };
  });
}

/** Rules for the whole submission (docs/rules.md §8): goals and assists within the score, one MVP a team. */
export async function checkTotals(
  tx: Tx,
  lines: Line[],
  match: typeof matches.$inferSelect,
  replaced: number[],
): Promise<void> {
  const names = await tx
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(inArray(teams.id, replaced));
  for (const teamId of replaced) {
    const score = (teamId === match.teamHomeId ? match.scoreHome : match.scoreAway) ?? 0;
    const mine = lines.filter((l) => l.teamId === teamId);
    const name = names.find((t) => t.id === teamId)?.name ?? '';
    if (mine.reduce((n, l) => n + l.goals, 0) > score)
      throw ruleBroken('statistics', messages.goalsAboveScore(name, score));
    if (mine.reduce((n, l) => n + l.assists, 0) > score)
      throw ruleBroken('statistics', messages.assistsAboveScore(name, score));
  }
  // The submission replaces every line of its teams, so their MVPs are all in `lines` (decision 023).
  const [over] = teamsOverMvp(lines, (l) => l.teamId);
  if (over) {
    const name = names.find((t) => t.id === over.teamId)?.name ?? '';
    throw ruleBroken('statistics', messages.manyMvp(name, over.count));
  }
}

/** A player barred in this round (isBarred over the season's rows of the same format) cannot play. */
export async function checkSuspensions(
  tx: Tx,
  lines: Line[],
  match: typeof matches.$inferSelect,
): Promise<void> {
  const playing = lines.filter((l) => l.played);
  if (playing.length === 0) return;
  const tournament = (await findTournament(tx, match.tournamentId))!;
  const history = await sanctionHistory(
    tx,
    playing.map((l) => l.player_id),
    tournament.seasonId,
    tournament.format,
    match.id,
  );
  // A suspension staff approved lifting for this match no longer bars the player (decision 025).
  const lifted = await approvedLifts(
    tx,
    match.id,
    playing.map((l) => l.player_id),
  );
  const errors: FieldErrors = {};
  for (const line of playing) {
    const reasons = barredAfterLifts(
      history.filter((r) => r.playerId === line.player_id),
      tournament.format,
      match.stage,
      lifted.get(line.player_id) ?? [],
    );
    if (reasons.length > 0) errors[field(line, 'player_id')] = [messages.barred(line.name, reasons)];
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}
