import { and, count, eq } from 'drizzle-orm';
import { pushSubscriptions, type Db } from '@liga/db';
import type { PushSubscriptionInput } from '@liga/domain/notifications';

/** Saves this browser's subscription for the caller (an endpoint moves to whoever subscribes it last). */
export async function saveSubscription(db: Db, userId: number, input: PushSubscriptionInput): Promise<void> {
  const values = { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, failures: 0 } });
}

/** Removes the caller's subscription of that endpoint (another user's is left alone). */
export async function removeSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function countSubscriptions(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return Number(row?.n ?? 0);
}
