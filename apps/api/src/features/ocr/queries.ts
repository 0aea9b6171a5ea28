import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { matchScreenshots, matches, players, playerShirtNumbers, teams, users, type Db } from '@liga/db';
import type { RegisteredPlayer, Screenshot, ScreenType } from '@liga/domain';

export interface MatchTeams {
  id: number;
  status: string;
  home: { id: number; name: string };
  away: { id: number; name: string };
}

export async function findMatchTeams(db: Db, matchId: number): Promise<MatchTeams | undefined> {
  const [row] = await db
    .select({
      id: matches.id,
      status: matches.status,
      homeId: matches.teamHomeId,
      awayId: matches.teamAwayId,
      homeName: sql<string>`(select name from ${teams} where ${teams.id} = ${matches.teamHomeId})`,
      awayName: sql<string>`(select name from ${teams} where ${teams.id} = ${matches.teamAwayId})`,
    })
    .from(matches)
    .where(eq(matches.id, matchId));
  return (
    row && {
      id: row.id,
      status: row.status,
      home: { id: row.homeId, name: row.homeName },
      away: { id: row.awayId, name: row.awayName },
    }
  );
}

/** Both squads in one query, each player with the shirt number last seen for their current team. */
export function registeredPlayers(db: Db, teamIds: number[]): Promise<RegisteredPlayer[]> {
  return db
    .select({
      id: players.id,
      name: players.name,
      team_id: players.idTeam,
      shirt_number: playerShirtNumbers.shirtNumber,
    })
    .from(players)
    .leftJoin(
      playerShirtNumbers,
      and(eq(playerShirtNumbers.playerId, players.id), eq(playerShirtNumbers.teamId, players.idTeam)),
    )
    .where(inArray(players.idTeam, teamIds))
    .orderBy(asc(players.id));
}

/** Remembers the numbers of certain matches; a newer capture overwrites an older number. */
export async function rememberShirtNumbers(
  db: Db,
  seen: { playerId: number; teamId: number; shirtNumber: number }[],
): Promise<void> {
  if (seen.length === 0) return;
  await db
    .insert(playerShirtNumbers)
    .values(seen)
    .onConflictDoUpdate({
      target: [playerShirtNumbers.playerId, playerShirtNumbers.teamId],
      set: { shirtNumber: sql`excluded.shirt_number`, seenAt: sql`now()` },
    });
}

export async function screenshotCount(db: Db, matchId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(matchScreenshots)
    .where(eq(matchScreenshots.matchId, matchId));
  return row?.n ?? 0;
}

/** Which of these captures the match already keeps (by content). */
export async function keptHashes(db: Db, matchId: number, hashes: string[]): Promise<Map<string, number>> {
  if (hashes.length === 0) return new Map();
  const rows = await db
    .select({ id: matchScreenshots.id, sha256: matchScreenshots.sha256 })
    .from(matchScreenshots)
    .where(and(eq(matchScreenshots.matchId, matchId), inArray(matchScreenshots.sha256, hashes)));
  return new Map(rows.map((r) => [r.sha256, r.id]));
}

export interface NewScreenshot {
  matchId: number;
  uploadedBy: number;
  filename: string;
  type: ScreenType;
  sha256: string;
  width: number;
  height: number;
  image: Uint8Array;
  thumbnail: Uint8Array;
}

/**
 * Keeps a capture once per match: sending the same bytes again returns the row already kept. The
 * match row is locked while counting, so that concurrent uploads never pass the cap together; past
 * it nothing is kept (null).
 */
export async function keepScreenshot(db: Db, values: NewScreenshot, cap: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: matches.id }).from(matches).where(eq(matches.id, values.matchId)).for('update');
    const [kept] = await tx
      .select({ id: matchScreenshots.id })
      .from(matchScreenshots)
      .where(and(eq(matchScreenshots.matchId, values.matchId), eq(matchScreenshots.sha256, values.sha256)));
    if (kept) return kept.id;
    const [row] = await tx
      .select({ n: count() })
      .from(matchScreenshots)
      .where(eq(matchScreenshots.matchId, values.matchId));
    if ((row?.n ?? 0) >= cap) return null;
    const [inserted] = await tx
      .insert(matchScreenshots)
      .values(values)
      .returning({ id: matchScreenshots.id });
    return inserted!.id;
  });
}

const listColumns = {
  id: matchScreenshots.id,
  match_id: matchScreenshots.matchId,
  filename: matchScreenshots.filename,
  type: matchScreenshots.type,
  size: sql<number>`octet_length(${matchScreenshots.image})`.mapWith(Number),
  width: matchScreenshots.width,
  height: matchScreenshots.height,
  uploaderId: matchScreenshots.uploadedBy,
  uploaderName: users.name,
  createdAt: matchScreenshots.createdAt,
};

/** A match's captures without their bytes, oldest first. */
export async function listScreenshots(db: Db, matchId: number): Promise<Screenshot[]> {
  const rows = await db
    .select(listColumns)
    .from(matchScreenshots)
    .leftJoin(users, eq(users.id, matchScreenshots.uploadedBy))
    .where(eq(matchScreenshots.matchId, matchId))
    .orderBy(asc(matchScreenshots.id));
  return rows.map(({ uploaderId, uploaderName, createdAt, ...r }) => ({
    ...r,
    type: r.type as ScreenType | null,
    uploaded_by: uploaderId !== null && uploaderName !== null ? { id: uploaderId, name: uploaderName } : null,
    created_at: createdAt.toISOString(),
  }));
}

export async function screenshotImage(
  db: Db,
  id: number,
  thumbnail: boolean,
): Promise<Uint8Array | undefined> {
  const [row] = await db
    .select({ bytes: thumbnail ? matchScreenshots.thumbnail : matchScreenshots.image })
    .from(matchScreenshots)
    .where(eq(matchScreenshots.id, id));
  return row?.bytes;
}

export async function findScreenshot(db: Db, id: number) {
  const [row] = await db
    .select({
      id: matchScreenshots.id,
      matchId: matchScreenshots.matchId,
      uploadedBy: matchScreenshots.uploadedBy,
    })
    .from(matchScreenshots)
    .where(eq(matchScreenshots.id, id));
  return row;
}

export const deleteScreenshot = (db: Db, id: number) =>
  db.delete(matchScreenshots).where(eq(matchScreenshots.id, id));
