import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, money, moneyBounds, requiredFk, tstz, updatedAt } from './columns';
import { belongsToUser, userLink } from './user-columns';
import { matches, tournaments } from './competition';

/**
 * The prode (docs/decisions/028): one score prediction per manager and match. Points are not
 * stored: they are computed from the prediction and the match's current result, so a corrected
 * result re-scores by itself.
 */
export const prodePredictions = pgTable(
  'prode_predictions',
  {
    id: id(),
    userId: belongsToUser(),
    matchId: requiredFk('match_id', () => matches.id, { onDelete: 'cascade' }),
    home: integer('home').notNull(),
    away: integer('away').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('prode_predictions_match_user_idx').on(t.matchId, t.userId),
    index('prode_predictions_user_idx').on(t.userId),
    check('prode_predictions_score_range', sql`${t.home} between 0 and 99 and ${t.away} between 0 and 99`),
  ],
);

/** A round's prode prize, paid once to each winner of the round (docs/decisions/028). */
export const prodeRoundPrizes = pgTable(
  'prode_round_prizes',
  {
    id: id(),
    tournamentId: requiredFk('tournament_id', () => tournaments.id, { onDelete: 'cascade' }),
    stage: integer('stage').notNull(),
    userId: requiredFk('user_id', () => users.id),
    points: integer('points').notNull(),
    amount: money('amount').notNull(),
    paidBy: userLink('paid_by'),
    paidAt: tstz('paid_at').notNull(),
  },
  (t) => [
    uniqueIndex('prode_round_prizes_once_idx').on(t.tournamentId, t.stage, t.userId),
    moneyBounds('prode_round_prizes', t.amount, 'input'),
  ],
);
