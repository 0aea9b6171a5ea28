import { eq } from 'drizzle-orm';
import { matchBets, playerBets, type Db } from '@liga/db';
import type { CreateMatchBetInput, CreatePlayerBetInput, MatchBetView, PlayerBetView } from '@liga/domain';
import { notFound } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { messages } from './messages';
import { matchBetById, playerBetById } from './queries';

/** POST /bets (staff): the creator comes from the token (spec 02 §7 sends created_by). */
export async function createMatchBet(
  db: Db,
  b: CreateMatchBetInput,
  by: AuthUser,
  now: Date,
): Promise<MatchBetView> {
  const [row] = await db
    .insert(matchBets)
    .values({
      match: b.match,
      description: b.description,
      homeOdd: b.home_odd,
      awayOdd: b.away_odd,
      drawOdd: b.draw_odd,
      underOdd: b.under,
      overOdd: b.over,
      createdBy: by.id,
      createdAt: now,
    })
    .returning({ id: matchBets.id });
  return (await matchBetById(db, row!.id))!;
}

/** POST /singlebet (staff). */
export async function createPlayerBet(
  db: Db,
  b: CreatePlayerBetInput,
  by: AuthUser,
  now: Date,
): Promise<PlayerBetView> {
  const [row] = await db
    .insert(playerBets)
    .values({
      name: b.name,
      description: b.description,
      goalOdd: b.goal_odd,
      cardOdd: b.card_odd,
      createdBy: by.id,
      createdAt: now,
    })
    .returning({ id: playerBets.id });
  return (await playerBetById(db, row!.id))!;
}

/** PUT /bets/{id} (Admin, spec 02 §6): stakes already placed stay and are settled as usual. */
export async function deactivateMatchBet(db: Db, id: number): Promise<void> {
  const [row] = await db
    .update(matchBets)
    .set({ active: false })
    .where(eq(matchBets.id, id))
    .returning({ id: matchBets.id });
  if (!row) throw notFound(messages.notFound);
}
