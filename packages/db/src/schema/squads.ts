import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Division, PlayerStatus } from '@liga/domain';
import { createdAt, id, money, moneyBounds, requiredFk, updatedAt } from './columns';
import { userLink } from './user-columns';

export const teams = pgTable(
  'teams',
  {
    id: id(),
    name: text('name').notNull(),
    /** 'Primera', 'Segunda' or null for teams outside the two divisions. */
    division: text('division').$type<Division>(),
    idUser: userLink('id_user'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('teams_division_idx').on(t.division),
    uniqueIndex('teams_owner_idx')
      .on(t.idUser)
      .where(sql`${t.idUser} is not null`),
  ],
);

export const players = pgTable(
  'players',
  {
    id: id(),
    name: text('name').notNull(),
    age: integer('age').notNull(),
    ca: integer('ca').notNull(),
    pa: integer('pa').notNull(),
    value: money('value').notNull().default(0),
    /** liberado | bloqueado | registrado | restringido | nada | '' (unmodified). */
    status: text('status').$type<PlayerStatus>().notNull().default(''),
    idTeam: requiredFk('id_team', () => teams.id),
    /** Its owner offers it (decision 034): listed on the squad screen and posted to Discord on schedule. */
    transferable: boolean('transferable').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('players_team_idx').on(t.idTeam),
    index('players_name_lower_idx').on(sql`lower(${t.name})`),
    index('players_name_id_idx').on(t.name, t.id),
    // The players list's sorts (decision 018): each (key, id) walked forwards or backwards, page by page.
    index('players_ca_id_idx').on(t.ca, t.id),
    index('players_pa_id_idx').on(t.pa, t.id),
    index('players_value_id_idx').on(t.value, t.id),
    index('players_age_id_idx').on(t.age, t.id),
    moneyBounds('players', t.value, 'input'),
  ],
);

/**
 * Every change of a player's market value, written in the transaction that changes it (decision 026):
 * the player page draws the value's history from it. The value before the first change is
 * `previous_value`, so a player created before this table existed still has a starting point.
 */
export const playerValueChanges = pgTable(
  'player_value_changes',
  {
    id: id(),
    playerId: requiredFk('player_id', () => players.id, { onDelete: 'cascade' }),
    previousValue: money('previous_value').notNull(),
    value: money('value').notNull(),
    changedBy: userLink('changed_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('player_value_changes_player_idx').on(t.playerId, t.id),
    moneyBounds('player_value_changes', t.previousValue, 'input'),
    moneyBounds('player_value_changes', t.value, 'input'),
  ],
);
