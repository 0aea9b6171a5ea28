import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, requiredFk, tstz } from './columns';
import { belongsToUser } from './user-columns';

/**
 * The outbox (decision 036): one row per event, inserted in the transaction of the change that causes
 * it, so a change that rolls back leaves none. `data` holds only what the recipients may see.
 */
export const notificationEvents = pgTable(
  'notification_events',
  {
    id: id(),
    kind: text('kind').notNull(),
    /** Users who receive it in the app (may be empty: a public event for Discord only). */
    recipients: integer('recipients')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    link: text('link').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('notification_events_created_idx').on(t.createdAt)],
);

/**
 * One row per event and consumer ('app', 'push', 'discord'), written with the event: a consumer claims
 * its pending rows with a lease (SKIP LOCKED, once per cluster), marks them done, or retries later.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    consumer: text('consumer').notNull(),
    eventId: requiredFk('event_id', () => notificationEvents.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    nextAt: tstz('next_at').notNull().defaultNow(),
    leaseUntil: tstz('lease_until'),
    doneAt: tstz('done_at'),
    lastError: text('last_error'),
  },
  (t) => [
    primaryKey({ columns: [t.consumer, t.eventId] }),
    index('notification_deliveries_pending_idx')
      .on(t.consumer, t.nextAt)
      .where(sql`${t.doneAt} is null`),
  ],
);

/** A user's notification centre: one row per event and recipient (shown once). */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: belongsToUser(),
    eventId: integer('event_id').references(() => notificationEvents.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    createdAt: createdAt(),
    readAt: tstz('read_at'),
  },
  (t) => [
    uniqueIndex('notifications_event_user_idx').on(t.eventId, t.userId),
    index('notifications_user_idx').on(t.userId, t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** Where each kind reaches a user; a kind without a row uses DEFAULT_CHANNEL. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: belongsToUser(),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** Web Push subscriptions of the installed app; one per browser endpoint. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: belongsToUser(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
