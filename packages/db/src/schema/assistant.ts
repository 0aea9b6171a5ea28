import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { belongsToUser } from './user-columns';

/**
 * The league assistant's conversation, one row per message, kept per user so it survives reloads
 * (decision 014). `sources` holds the links an answer cites ({label, href}); a user's question has none.
 */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: id(),
    userId: belongsToUser(),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull(),
    sources: jsonb('sources').$type<{ label: string; href: string }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('assistant_messages_user_idx').on(t.userId, t.id)],
);
