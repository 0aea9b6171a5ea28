import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { BetOutcome } from '@liga/domain';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { matches } from './competition';
import { players } from './squads';
import { createdAt, id, money, moneyBounds, requiredFk, tstz } from './columns';
import { userLink } from './user-columns';

/** Odds are stored as integer hundredths (1.85 → 185) so payouts are exact. */
export const matchBets = pgTable(
  'match_bets',
  {
    id: id(),
    match: text('match').notNull(),
    description: text('description').notNull().default(''),
    homeOdd: integer('home_odd').notNull(),
    awayOdd: integer('away_odd').notNull(),
    drawOdd: integer('draw_odd').notNull(),
    underOdd: integer('under_odd').notNull(),
    overOdd: integer('over_odd').notNull(),
    active: boolean('active').notNull().default(true),
    /** The fixture match it settles from (docs/rules.md §7.5); null for the free-text form. */
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'set null' }),
    createdBy: userLink('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('match_bets_active_idx').on(t.active, t.id), index('match_bets_match_idx').on(t.matchId)],
);

export const playerBets = pgTable(
  'player_bets',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    goalOdd: integer('goal_odd').notNull(),
    cardOdd: integer('card_odd').notNull(),
    active: boolean('active').notNull().default(true),
    /** The fixture match and player it settles from (docs/rules.md §7.5); both null for free text. */
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'set null' }),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'set null' }),
    createdBy: userLink('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('player_bets_match_idx').on(t.matchId)],
);

export const userBets = pgTable(
  'user_bets',
  {
    id: id(),
    idUser: requiredFk('id_user', () => users.id, { onDelete: 'cascade' }),
    idBet: integer('id_bet').references(() => matchBets.id),
    idPlayerbet: integer('id_playerbet').references(() => playerBets.id),
    /** home | away | draw | under | over | goal | card */
    option: text('option').notNull(),
    /** The odd chosen, in hundredths, copied from the bet when placed. */
    selectedOption: integer('selected_option').notNull(),
    amount: money('amount').notNull(),
    confirmed: boolean('confirmed').notNull().default(false),
    /** pending | won | lost */
    outcome: text('outcome').$type<BetOutcome>().notNull().default('pending'),
    payout: money('payout'),
    settledBy: integer('settled_by').references(() => users.id),
    settledAt: tstz('settled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_bets_user_idx').on(t.idUser, t.id),
    index('user_bets_pending_idx').on(t.confirmed, t.id),
    check('user_bets_one_target', sql`(${t.idBet} is null) <> (${t.idPlayerbet} is null)`),
    moneyBounds('user_bets', t.amount, 'input'),
    // A payout is stake × odd (at most 15 M × 1000), a product rather than an input.
    moneyBounds('user_bets', t.payout, 'sum'),
  ],
);
