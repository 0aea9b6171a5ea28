import { customType, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, requiredFk, tstz } from './columns';
import { userLink } from './user-columns';
import { matches } from './competition';
import { players, teams } from './squads';

/** Binary column: the same bytes on PGlite and PostgreSQL (Buffer in, Uint8Array or Buffer out). */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Captures kept with their match as evidence of the loaded statistics (decision 010). Stored in the
 * database so that several instances on one PostgreSQL share them, re-encoded and bounded in size,
 * and removed with the match.
 */
export const matchScreenshots = pgTable(
  'match_screenshots',
  {
    id: id(),
    matchId: requiredFk('match_id', () => matches.id, { onDelete: 'cascade' }),
    uploadedBy: userLink('uploaded_by'),
    filename: text('filename').notNull(),
    /** match_statistics | player_ratings */
    type: text('type'),
    /** SHA-256 of the bytes sent: the same capture twice is kept once. */
    sha256: text('sha256').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** WebP, at most 1600 px on the long side. */
    image: bytes('image').notNull(),
    /** WebP, 320 px wide, for the match page. */
    thumbnail: bytes('thumbnail').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('match_screenshots_match_idx').on(t.matchId),
    uniqueIndex('match_screenshots_match_sha_idx').on(t.matchId, t.sha256),
  ],
);

/**
 * The shirt number a player wore in a capture where the name matched with certainty: it settles
 * later captures that print only a surname two players share.
 */
export const playerShirtNumbers = pgTable(
  'player_shirt_numbers',
  {
    playerId: requiredFk('player_id', () => players.id, { onDelete: 'cascade' }),
    teamId: requiredFk('team_id', () => teams.id, { onDelete: 'cascade' }),
    shirtNumber: integer('shirt_number').notNull(),
    seenAt: tstz('seen_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.teamId] }),
    index('player_shirt_numbers_team_idx').on(t.teamId),
  ],
);
