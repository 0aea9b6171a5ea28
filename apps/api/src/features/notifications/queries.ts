import { and, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { notifications, type Db } from '@liga/db';
import type { NotificationPage, NotificationQuery } from '@liga/domain/notifications';
import { toNotification } from './in-app';

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** The caller's notifications, newest first, `limit` at a time before the id `before`. */
export async function listNotifications(
  db: Db,
  userId: number,
  query: NotificationQuery,
): Promise<NotificationPage> {
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        query.before === undefined ? undefined : lt(notifications.id, query.before),
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    data: page.map(toNotification),
    unread: await unreadCount(db, userId),
    next_before: rows.length > query.limit ? page[page.length - 1]!.id : null,
  };
}

/** Marks the given ids (only the caller's own; others' ids are ignored) or all as read. */
export async function markRead(db: Db, userId: number, ids: number[] | 'all', now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}
