import { inArray, sql } from 'drizzle-orm';
import { notificationEvents, type Db, type Tx } from '@liga/db';
import {
  NOTIFICATION_KINDS,
  notificationLink,
  privacyViolations,
  redactEmails,
  type NotificationEvent,
  type NotificationKind,
} from '@liga/domain/notifications';

/** The database channel that wakes every instance's consumers when an outbox row commits. */
export const OUTBOX_CHANNEL = 'liga_outbox';

/** Who reads the outbox: each consumer sees each event once per cluster, at least once (decision 036). */
export const OUTBOX_CONSUMERS = ['app', 'push', 'discord'] as const;
export type OutboxConsumerName = (typeof OUTBOX_CONSUMERS)[number];

/** An outbox row as a consumer receives it. */
export interface OutboxEvent {
  id: number;
  kind: NotificationKind;
  recipients: number[];
  link: string;
  data: Record<string, unknown>;
  createdAt: Date;
  /** 1 on the first try; more after a failure or an expired lease. */
  attempt: number;
}

export class PrivateNotificationData extends Error {}

/**
 * Writes an event in the caller's transaction (the outbox): it exists only if that transaction
 * commits, and every instance's consumers wake when it does. Email-like words in texts are hidden;
 * a private field (docs/rules.md §13.4) is a programming error: the change rolls back rather than leak.
 */
export async function emitEvent(tx: Tx | Db, given: NotificationEvent): Promise<number> {
  // Staff's free texts may quote an email: hidden rather than refused (the change must not fail).
  const event = { ...given, data: redactEmails(given.data) } as NotificationEvent;
  const leaks = privacyViolations(event.kind, event.data);
  if (leaks.length) throw new PrivateNotificationData(`${event.kind}: ${leaks.join(', ')}`);
  const recipients = [...new Set(event.recipients)].filter((id) => Number.isInteger(id) && id > 0);
  const link = notificationLink(event.kind, event.data);
  const consumers = sql.raw(`array[${OUTBOX_CONSUMERS.map((c) => `'${c}'`).join(',')}]::text[]`);
  const recipientsArray = sql.raw(`array[${recipients.join(',')}]::integer[]`);
  const { rows } = await tx.execute<{ id: number }>(sql`
    with e as (
      insert into ${notificationEvents} (kind, recipients, link, data)
      values (${event.kind}, ${recipientsArray}, ${link}, ${JSON.stringify(event.data)}::jsonb)
      returning id
    ), d as (
      insert into notification_deliveries (consumer, event_id)
      select c, e.id from e, unnest(${consumers}) c
    )
    select id from e`);
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return rows[0]!.id;
}

/**
 * Claims up to `limit` due rows of one consumer for `leaseMs`: SKIP LOCKED keeps two instances off the
 * same rows, the lease lets another instance take them over when this one dies before `complete`.
 */
export async function claimEvents(
  db: Db,
  consumer: OutboxConsumerName,
  limit: number,
  leaseMs: number,
): Promise<OutboxEvent[]> {
  const { rows: claimed } = await db.execute<{ event_id: number; attempts: number }>(sql`
    with due as (
      select consumer, event_id from notification_deliveries
      where consumer = ${consumer} and done_at is null and next_at <= now()
        and (lease_until is null or lease_until < now())
      order by event_id
      limit ${limit}
      for update skip locked
    )
    update notification_deliveries d
    set lease_until = now() + ${leaseMs} * interval '1 millisecond', attempts = d.attempts + 1
    from due where d.consumer = due.consumer and d.event_id = due.event_id
    returning d.event_id, d.attempts`);
  if (!claimed.length) return [];
  const attempts = new Map(claimed.map((r) => [Number(r.event_id), Number(r.attempts)]));
  const events = await db
    .select()
    .from(notificationEvents)
    .where(inArray(notificationEvents.id, [...attempts.keys()]))
    .orderBy(notificationEvents.id);
  return events
    .filter((e) => (NOTIFICATION_KINDS as readonly string[]).includes(e.kind))
    .map((e) => ({ ...e, kind: e.kind as NotificationKind, attempt: attempts.get(e.id) ?? 1 }));
}

/** The consumer handled these events: they are never handed to it again. */
export async function completeEvents(db: Db, consumer: OutboxConsumerName, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.execute(sql`
    update notification_deliveries set done_at = now(), lease_until = null
    where consumer = ${consumer} and event_id in ${sql.raw(`(${ids.map(Number).join(',')})`)}`);
}

/** A failed try: retried after `retryMs`, or given up (done, with its error kept) when `giveUp`. */
export async function failEvent(
  db: Db,
  consumer: OutboxConsumerName,
  id: number,
  error: string,
  retryMs: number,
  giveUp: boolean,
): Promise<void> {
  await db.execute(sql`
    update notification_deliveries
    set lease_until = null, last_error = ${error.slice(0, 500)},
        next_at = now() + ${retryMs} * interval '1 millisecond',
        done_at = ${giveUp ? sql`now()` : sql`null`}
    where consumer = ${consumer} and event_id = ${id}`);
}
