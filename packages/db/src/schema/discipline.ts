import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { seasons } from './accounts';
import { createdAt, id, money, moneyBounds, requiredFk, tstz } from './columns';
import { userLink } from './user-columns';
import { matches } from './competition';
import { releaseClauses } from './market';
import { players, teams } from './squads';

/**
 * A player a team protects from release clauses for one season (decision 025). Keyed by season, so
 * a new season starts with every team's locks free; a player is locked once per season.
 */
export const playerLocks = pgTable(
  'player_locks',
  {
    id: id(),
    seasonId: requiredFk('season_id', () => seasons.id),
    teamId: requiredFk('team_id', () => teams.id),
    playerId: requiredFk('player_id', () => players.id, { onDelete: 'cascade' }),
    createdBy: userLink('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('player_locks_once_idx').on(t.seasonId, t.playerId),
    index('player_locks_team_idx').on(t.seasonId, t.teamId),
  ],
);

/**
 * Sanctions (decision 025): staff record warnings, postponements, withdrawals and result claims; the
 * server records late data entry. A fine moves through the ledger once, charged to `charged_user_id`;
 * a revert keeps the row and gives the fine back once.
 */
export const sanctions = pgTable(
  'sanctions',
  {
    id: id(),
    seasonId: requiredFk('season_id', () => seasons.id),
    teamId: requiredFk('team_id', () => teams.id),
    /** warning | postponement | withdrawal | late_entry | result_claim */
    kind: text('kind').notNull(),
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'set null' }),
    offerId: integer('offer_id').references(() => releaseClauses.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    amount: money('amount').notNull().default(0),
    chargedUserId: userLink('charged_user_id'),
    /** Withdrawals: whether the team notified it. */
    notified: boolean('notified'),
    /** Late data entry: the tier reached (24, 36 or 48 h). */
    lateHours: integer('late_hours'),
    createdBy: userLink('created_by'),
    createdAt: createdAt(),
    revertedAt: tstz('reverted_at'),
    revertedBy: userLink('reverted_by'),
    revertReason: text('revert_reason'),
  },
  (t) => [
    index('sanctions_team_idx').on(t.teamId, t.seasonId),
    index('sanctions_season_idx').on(t.seasonId, t.id),
    // The server fines a team's late data once per match.
    uniqueIndex('sanctions_late_entry_once_idx')
      .on(t.matchId, t.teamId)
      .where(sql`${t.kind} = 'late_entry' and ${t.revertedAt} is null`),
    moneyBounds('sanctions', t.amount, 'input'),
  ],
);

/** A manager's request to lift one suspension cause of a player for one match, paid on approval. */
export const suspensionLifts = pgTable(
  'suspension_lifts',
  {
    id: id(),
    playerId: requiredFk('player_id', () => players.id, { onDelete: 'cascade' }),
    matchId: requiredFk('match_id', () => matches.id, { onDelete: 'cascade' }),
    teamId: requiredFk('team_id', () => teams.id),
    /** yellow_cards | red_card | direct_red | injury | serious_injury */
    cause: text('cause').notNull(),
    price: money('price').notNull(),
    /** pending | approved | refused */
    status: text('status').notNull().default('pending'),
    requestedBy: userLink('requested_by'),
    decidedBy: userLink('decided_by'),
    decidedAt: tstz('decided_at'),
    refuseReason: text('refuse_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('suspension_lifts_once_idx')
      .on(t.playerId, t.matchId, t.cause)
      .where(sql`${t.status} <> 'refused'`),
    index('suspension_lifts_status_idx').on(t.status, t.id),
    moneyBounds('suspension_lifts', t.price, 'input'),
  ],
);
