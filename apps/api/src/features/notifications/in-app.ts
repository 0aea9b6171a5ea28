import { notifications, type Db } from '@liga/db';
import {
  notificationText,
  wantsApp,
  type Notification,
  type NotificationData,
} from '@liga/domain/notifications';
import type { EventBus } from '../../lib/events';
import type { OutboxEvent } from './outbox';
import { channelsFor } from './preferences';
import type { OutboxConsumer } from './runner';

/** What the live stream carries for one user: their new notification. */
export interface LiveNotification {
  user_id: number;
  notification: Notification;
}

export const toNotification = (row: typeof notifications.$inferSelect): Notification => ({
  id: row.id,
  kind: row.kind as Notification['kind'],
  title: row.title,
  body: row.body,
  link: row.link,
  created_at: row.createdAt.toISOString(),
  read_at: row.readAt ? row.readAt.toISOString() : null,
});

/**
 * The `app` consumer (decision 036): one notification per recipient who wants the kind in the app,
 * unique on (event, user), so an event handled twice (a lease taken over) is shown once; only the
 * rows it inserted go live, through the EventBus to every instance's streams.
 */
export function inAppConsumer(db: Db, bus: EventBus): OutboxConsumer {
  return {
    name: 'app',
    batch: 100,
    // Events are independent rows (unique on event and user): a burst is written 8 at a time, which
    // cut its commit → delivery p99 (bench/notifications.ts, decision 040).
    parallel: 8,
    handle: async (event: OutboxEvent) => {
      const channels = await channelsFor(db, event.recipients, event.kind);
      const users = [...channels].filter(([, channel]) => wantsApp(channel)).map(([id]) => id);
      if (!users.length) return;
      const text = notificationText(event.kind, event.data as NotificationData);
      const rows = await db
        .insert(notifications)
        .values(
          users.map((userId) => ({
            userId,
            eventId: event.id,
            kind: event.kind,
            title: text.title,
            body: text.body,
            link: event.link,
            createdAt: event.createdAt,
          })),
        )
        .onConflictDoNothing()
        .returning();
      if (!rows.length) return;
      const items: LiveNotification[] = rows.map((r) => ({
        user_id: r.userId,
        notification: toNotification(r),
      }));
      await bus.publish({ event: 'notification', data: { items } });
    },
  };
}
