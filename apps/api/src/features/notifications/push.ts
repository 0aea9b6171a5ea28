import { eq, inArray, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { pushSubscriptions, type Db } from '@liga/db';
import { notificationText, wantsApp, type NotificationData } from '@liga/domain/notifications';
import type { OutboxEvent } from './outbox';
import { channelsFor } from './preferences';
import type { OutboxConsumer } from './runner';
import type { Vapid } from './vapid';

/** A subscription refused this many times in a row is dropped (the browser stopped answering). */
const MAX_FAILURES = 5;
const PUSH_TTL_SECONDS = 24 * 3600;
const PUSH_TIMEOUT_MS = 10_000;

/**
 * One push: web-push signs (VAPID) and encrypts it, fetch sends it, so a push service on loopback
 * over plain HTTP works in tests (web-push's own sender speaks HTTPS only). Throws on a refusal,
 * with the push service's status.
 */
async function sendPush(
  s: { endpoint: string; p256dh: string; auth: string },
  payload: string,
  vapid: { subject: string; publicKey: string; privateKey: string },
): Promise<void> {
  const request = webpush.generateRequestDetails(
    { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
    payload,
    {
      vapidDetails: vapid,
      TTL: PUSH_TTL_SECONDS,
    },
  );
  const answer = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body,
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  if (!answer.ok) throw Object.assign(new Error(`push ${answer.status}`), { statusCode: answer.status });
}

/**
 * The `push` consumer (decision 036): each recipient who wants the kind in the app gets it on every
 * subscribed browser. A gone subscription (404/410) is deleted; other failures are counted, and the
 * event is not retried (a push is a convenience: the centre has the notification anyway).
 */
export function pushConsumer(db: Db, vapid: Vapid, subject: string): OutboxConsumer {
  return {
    name: 'push',
    batch: 50,
    handle: async (event: OutboxEvent) => {
      const channels = await channelsFor(db, event.recipients, event.kind);
      const users = [...channels].filter(([, channel]) => wantsApp(channel)).map(([id]) => id);
      if (!users.length) return;
      const subscriptions = await db
        .select()
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, users));
      if (!subscriptions.length) return;
      const keys = await vapid.get();
      const text = notificationText(event.kind, event.data as NotificationData);
      const payload = JSON.stringify({ ...text, link: event.link, tag: `liga-${event.id}` });
      await Promise.all(
        subscriptions.map(async (s) => {
          try {
            await sendPush(s, payload, { subject, ...keys });
            if (s.failures)
              await db.update(pushSubscriptions).set({ failures: 0 }).where(eq(pushSubscriptions.id, s.id));
          } catch (error) {
            const status = (error as { statusCode?: number }).statusCode;
            if (status === 404 || status === 410 || s.failures + 1 >= MAX_FAILURES)
              await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
            else
              await db
                .update(pushSubscriptions)
                .set({ failures: sql`${pushSubscriptions.failures} + 1` })
                .where(eq(pushSubscriptions.id, s.id));
          }
        }),
      );
    },
  };
}
