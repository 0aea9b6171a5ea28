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

/** Rows per insert: 7 parameters each, far under PostgreSQL's 65,535. */
const INSERT_ROWS = 2_000;

/** Who of each event's recipients wants it in the app: one read per kind in the round. */
async function appRecipients(db: Db, events: OutboxEvent[]): Promise<Map<OutboxEvent, number[]>> {
  const byKind = new Map<OutboxEvent['kind'], Set<number>>();
  for (const e of events) {
    const ids = byKind.get(e.kind) ?? new Set<number>();
    for (const id of e.recipients) ids.add(id);
    byKind.set(e.kind, ids);
  }
  const wants = new Set<string>();
  for (const [kind, ids] of byKind)
    for (const [id, channel] of await channelsFor(db, [...ids], kind))
      if (wantsApp(channel)) wants.add(`${kind}:${id}`);
  return new Map(events.map((e) => [e, e.recipients.filter((id) => wants.has(`${e.kind}:${id}`))]));
}

/**
 * Writes the notifications of some events (unique on event and user, so an event handled twice, a
 * lease taken over, is shown once) and sends live only the rows this call inserted.
 */
async function notify(db: Db, bus: EventBus, events: OutboxEvent[]): Promise<void> {
  const recipients = await appRecipients(db, events);
  const values = events.flatMap((event) => {
    const text = notificationText(event.kind, event.data as NotificationData);
    return recipients.get(event)!.map((userId) => ({
      userId,
      eventId: event.id,
      kind: event.kind,
      title: text.title,
      body: text.body,
      link: event.link,
      createdAt: event.createdAt,
    }));
  });
  const items: LiveNotification[] = [];
  for (let i = 0; i < values.length; i += INSERT_ROWS) {
    const rows = await db
      .insert(notifications)
      .values(values.slice(i, i + INSERT_ROWS))
      .onConflictDoNothing()
      .returning();
    for (const r of rows) items.push({ user_id: r.userId, notification: toNotification(r) });
  }
  // The bus cuts the list into envelopes NOTIFY can carry.
  if (items.length > 0) await bus.publish({ event: 'notification', data: { items } });
}

/**
 * The `app` consumer (decision 036): one notification per recipient who wants the kind in the app,
 * through the EventBus to every instance's streams. A claimed round is written at once: one read of
 * the preferences per kind, one insert, a few NOTIFYs, instead of three round trips per event, which
 * set the commit → delivery time of a burst (bench/notifications.ts, decision 040).
 */
export function inAppConsumer(db: Db, bus: EventBus): OutboxConsumer {
  return {
    name: 'app',
    batch: 100,
    // When a round fails as a whole, its events are retried one by one, 8 at a time.
    parallel: 8,
    handle: (event: OutboxEvent) => notify(db, bus, [event]),
    handleMany: (events: OutboxEvent[]) => notify(db, bus, events),
  };
}
