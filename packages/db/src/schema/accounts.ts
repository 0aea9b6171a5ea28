import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Role } from '@liga/domain';
import { createdAt, id, money, moneyBounds, requiredFk, tstz, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    rol: text('rol').$type<Role>().notNull().default('En lista de espera'),
    profits: money('profits').notNull().default(0),
    costs: money('costs').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_name_idx').on(t.name),
    // The waiting list in sign-up order, and one's place in it (decision 026).
    index('users_rol_created_idx').on(t.rol, t.createdAt, t.id),
    moneyBounds('users', t.profits, 'balance'),
    moneyBounds('users', t.costs, 'balance'),
  ],
);

/** Bearer tokens, stored as SHA-256 hashes so a leaked table cannot be replayed. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: id(),
    userId: requiredFk('user_id', () => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at'),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [uniqueIndex('user_tokens_hash_idx').on(t.tokenHash), index('user_tokens_user_idx').on(t.userId)],
);

export const discordLinks = pgTable(
  'discord_links',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    discordId: text('discord_id').notNull(),
    discordUsername: text('discord_username').notNull(),
    linkedAt: createdAt(),
  },
  (t) => [uniqueIndex('discord_links_discord_id_idx').on(t.discordId)],
);

/** One row per issued OAuth state: a state is accepted once, by the user it was issued to. */
export const discordOauthStates = pgTable('discord_oauth_states', {
  nonce: text('nonce').primaryKey(),
  userId: requiredFk('user_id', () => users.id, { onDelete: 'cascade' }),
  expiresAt: tstz('expires_at').notNull(),
  usedAt: tstz('used_at'),
  createdAt: createdAt(),
});

/** Key/value league settings (free-agent team id, social links …). */
export const leagueSettings = pgTable('league_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

export const seasons = pgTable(
  'seasons',
  {
    id: id(),
    name: text('name').notNull(),
    startDate: tstz('start_date'),
    active: boolean('active').notNull().default(false),
    createdAt: createdAt(),
  },
  // Exactly one active season (docs/rules.md §2.1).
  (t) => [
    uniqueIndex('seasons_one_active_idx')
      .on(t.active)
      .where(sql`${t.active}`),
  ],
);

/** Budget ledger (docs/rules.md §12): users.profits always equals the sum of a user's movements. */
export const budgetMovements = pgTable(
  'budget_movements',
  {
    id: id(),
    userId: requiredFk('user_id', () => users.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    refType: text('ref_type'),
    refId: integer('ref_id'),
    balanceAfter: money('balance_after').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('budget_movements_user_idx').on(t.userId, t.id),
    index('budget_movements_ref_idx').on(t.refType, t.refId),
    moneyBounds('budget_movements', t.amount, 'signed'),
    moneyBounds('budget_movements', t.balanceAfter, 'balance'),
  ],
);
