import { and, eq, sql } from 'drizzle-orm';
import { notificationPreferences, type Db } from '@liga/db';
import {
  DEFAULT_CHANNEL,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '@liga/domain/notifications';

const isChannel = (c: unknown): c is NotificationChannel =>
  (NOTIFICATION_CHANNELS as readonly unknown[]).includes(c);

/**
 * Where `kind` reaches each of `userIds` that still exists (a user deleted since the event is left
 * out): their chosen channel, or the kind's default.
 */
export async function channelsFor(
  db: Db,
  userIds: number[],
  kind: NotificationKind,
): Promise<Map<number, NotificationChannel>> {
  const ids = userIds.filter((id) => Number.isInteger(id) && id > 0);
  if (!ids.length) return new Map();
  const { rows } = await db.execute<{ id: number; channel: string | null }>(sql`
    select u.id, p.channel from users u
    left join notification_preferences p on p.user_id = u.id and p.kind = ${kind}
    where u.id in ${sql.raw(`(${ids.join(',')})`)}`);
  return new Map(
    rows.map((r) => [Number(r.id), isChannel(r.channel) ? r.channel : DEFAULT_CHANNEL[kind]] as const),
  );
}

/** Every kind with the user's channel (defaults filled in), in the list's order. */
export async function readPreferences(
  db: Db,
  userId: number,
): Promise<{ kind: NotificationKind; channel: NotificationChannel }[]> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map((r) => [r.kind, r.channel]));
  return NOTIFICATION_KINDS.map((kind) => {
    const channel = chosen.get(kind);
    return { kind, channel: isChannel(channel) ? channel : DEFAULT_CHANNEL[kind] };
  });
}

/** Saves the given kinds' channels (the last one wins when a kind repeats). */
export async function savePreferences(
  db: Db,
  userId: number,
  preferences: { kind: NotificationKind; channel: NotificationChannel }[],
): Promise<void> {
  const byKind = new Map(preferences.map((p) => [p.kind, p.channel]));
  await db.transaction(async (tx) => {
    for (const [kind, channel] of byKind) {
      await tx
        .insert(notificationPreferences)
        .values({ userId, kind, channel })
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.kind],
          set: { channel },
          where: and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)),
        });
    }
  });
}
