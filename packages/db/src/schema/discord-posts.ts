import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { userLink } from './user-columns';
import { tournaments } from './competition';

/**
 * The league's Discord webhooks (decision 034): one URL per kind of post, and for results one per
 * tournament (`tournament_id` set only for kind 'results'). An Admin replaces them all at once.
 */
export const discordWebhooks = pgTable(
  'discord_webhooks',
  {
    id: id(),
    kind: text('kind').notNull(),
    tournamentId: integer('tournament_id').references(() => tournaments.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    updatedBy: userLink('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('discord_webhooks_kind_idx').on(t.kind, sql`coalesce(${t.tournamentId}, 0)`)],
);

/**
 * Reminders already emitted (decision 034), one row per reminder key (`match:12:team:3:h24` …):
 * the job inserts the key and writes its event in one transaction, so with several instances
 * ticking together each reminder is emitted once.
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    key: text('key').primaryKey(),
    createdAt: createdAt(),
  },
  (t) => [index('reminders_sent_created_idx').on(t.createdAt)],
);
