import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, money, moneyBounds, requiredFk, tstz, updatedAt } from './columns';
import { userLink } from './user-columns';
import { tournaments } from './competition';
import { teams } from './squads';

/**
 * Prizes pay the team's manager once per (tournament, team, position) (docs/rules.md §11). The unique
 * index covers live prizes only: a reverted prize keeps its row as history and may be paid again.
 */
export const prizes = pgTable(
  'prizes',
  {
    id: id(),
    tournamentId: requiredFk('tournament_id', () => tournaments.id),
    teamId: requiredFk('team_id', () => teams.id),
    paidUserId: integer('paid_user_id').references(() => users.id),
    amount: money('amount').notNull(),
    /** Normalised text ('1°', 'Goleador'); compared without case. */
    position: text('position').notNull(),
    description: text('description'),
    /** manual (POST /prizes) | table (a tournament's prize table applied) */
    source: text('source').notNull().default('manual'),
    createdBy: integer('created_by').references(() => users.id),
    paidAt: tstz('paid_at').notNull(),
    revertedAt: tstz('reverted_at'),
    revertedBy: integer('reverted_by').references(() => users.id),
    revertReason: text('revert_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('prizes_once_idx')
      .on(t.tournamentId, t.teamId, sql`lower(${t.position})`)
      .where(sql`${t.revertedAt} is null`),
    index('prizes_tournament_idx').on(t.tournamentId, t.id),
    moneyBounds('prizes', t.amount, 'input'),
  ],
);

/** A tournament's prize table (/crear-premios): the two bonuses; positions in prize_table_positions. */
export const prizeTables = pgTable(
  'prize_tables',
  {
    tournamentId: integer('tournament_id')
      .primaryKey()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    scorerBonus: money('scorer_bonus').notNull().default(0),
    assistsBonus: money('assists_bonus').notNull().default(0),
    /** Paid to each winner of a prode round of this tournament; 0 = no prize (docs/decisions/028). */
    prodeRoundPrize: money('prode_round_prize').notNull().default(0),
    updatedBy: userLink('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    moneyBounds('prize_tables', t.scorerBonus, 'input'),
    moneyBounds('prize_tables', t.assistsBonus, 'input'),
    moneyBounds('prize_tables', t.prodeRoundPrize, 'input'),
  ],
);

export const prizeTablePositions = pgTable(
  'prize_table_positions',
  {
    tournamentId: requiredFk('tournament_id', () => prizeTables.tournamentId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.position] }),
    moneyBounds('prize_table_positions', t.amount, 'input'),
  ],
);
