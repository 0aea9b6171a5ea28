import { eq } from 'drizzle-orm';
import { matchBets, playerBets, players, type Db } from '@liga/db';
import {
  LINKED_BET_MESSAGES as L,
  type CreateMatchBetInput,
  type CreatePlayerBetInput,
  type MatchBetView,
  type PlayerBetView,
} from '@liga/domain';
import { notFound, ruleBroken } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { betMatchById, matchTitle, suggestedOdds } from './fixture-queries';
import { messages } from './messages';
import { matchBetById, playerBetById } from './queries';

/** A fixture match a new linked bet may name: it exists and has no result yet (docs/rules.md §7.5). */
async function openMatch(db: Db, id: number) {
  const match = await betMatchById(db, id);
  if (!match) throw ruleBroken('id_match', L.fixtureMatchMissing);
  if (match.score_home !== null || match.score_away !== null)
    throw ruleBroken('id_match', L.matchAlreadyPlayed);
  return match;
}

/**
 * POST /bets (staff): the creator comes from the token (the league's client sends created_by). With `id_match`
 * the text is the teams' names and an odd left out is the suggested one (docs/rules.md §7.5).
 */
export async function createMatchBet(
  db: Db,
  b: CreateMatchBetInput,
  by: AuthUser,
  now: Date,
): Promise<MatchBetView> {
  const match = b.id_match === undefined ? undefined : await openMatch(db, b.id_match);
  const suggested = match ? await suggestedOdds(db, match) : undefined;
  const odd = (given: number | undefined, key: keyof NonNullable<typeof suggested>) =>
    given ?? suggested![key];
  const [row] = await db
    .insert(matchBets)
    .values({
      match: match ? matchTitle(match) : b.match!,
      description: b.description,
      homeOdd: odd(b.home_odd, 'home_odd'),
      awayOdd: odd(b.away_odd, 'away_odd'),
      drawOdd: odd(b.draw_odd, 'draw_odd'),
      underOdd: odd(b.under, 'under'),
      overOdd: odd(b.over, 'over'),
      matchId: match?.id ?? null,
      createdBy: by.id,
      createdAt: now,
    })
    .returning({ id: matchBets.id });
  return (await matchBetById(db, row!.id, now))!;
}

/** The player of a linked player bet: one of the two teams' squads now (docs/rules.md §7.5). */
async function playerOf(db: Db, id: number, teamIds: readonly number[]) {
  const [player] = await db
    .select({ id: players.id, name: players.name, teamId: players.idTeam })
    .from(players)
    .where(eq(players.id, id));
  if (!player) throw ruleBroken('id_player', L.fixturePlayerMissing);
  if (player.teamId === null || !teamIds.includes(player.teamId))
    throw ruleBroken('id_player', L.playerNotInMatch);
  return player;
}

/** POST /singlebet (staff); with `id_player` and `id_match` the name is the player's. */
export async function createPlayerBet(
  db: Db,
  b: CreatePlayerBetInput,
  by: AuthUser,
  now: Date,
): Promise<PlayerBetView> {
  const match = b.id_match === undefined ? undefined : await openMatch(db, b.id_match);
  const player = match ? await playerOf(db, b.id_player!, [match.home.id, match.away.id]) : undefined;
  const [row] = await db
    .insert(playerBets)
    .values({
      name: player ? player.name : b.name!,
      description: b.description,
      goalOdd: b.goal_odd,
      cardOdd: b.card_odd,
      matchId: match?.id ?? null,
      playerId: player?.id ?? null,
      createdBy: by.id,
      createdAt: now,
    })
    .returning({ id: playerBets.id });
  return (await playerBetById(db, row!.id, now))!;
}

/** PUT /bets/{id} (Admin, docs/rules.md §1.1): stakes already placed stay and are settled as usual. */
export async function deactivateMatchBet(db: Db, id: number): Promise<void> {
  const [row] = await db
    .update(matchBets)
    .set({ active: false })
    .where(eq(matchBets.id, id))
    .returning({ id: matchBets.id });
  if (!row) throw notFound(messages.notFound);
}
