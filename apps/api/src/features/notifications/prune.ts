import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@liga/db';
import { OUTBOX_KEEP_DAYS, READ_NOTIFICATION_KEEP_DAYS } from '@liga/domain/notifications';

const DAY_MS = 86_400_000;
/** Rows deleted per statement, so a first prune of a large backlog never holds long locks. */
const BATCH = 5_000;

async function inBatches(run: () => Promise<number>): Promise<number> {
  let total = 0;
  for (let n = BATCH; n === BATCH; total += n) n = await run();
  return total;
}

/** Runs a delete that returns its ids and counts them (both drivers fill `rows`). */
const deleted = async (db: Db, query: SQL) => (await db.execute(sql`${query} returning 1`)).rows.length;

/**
 * Deletes what users no longer see (decision 040): outbox events every consumer finished more than
 * OUTBOX_KEEP_DAYS ago (their deliveries go with them; the centre's rows keep their own copy), read
 * notifications older than READ_NOTIFICATION_KEEP_DAYS, and reminder keys older than the outbox's
 * retention (every sweep looks back far less, so none is sent again). An event still pending is kept.
 */
export async function pruneNotifications(db: Db, now: Date) {
  const outboxBefore = new Date(now.getTime() - OUTBOX_KEEP_DAYS * DAY_MS).toISOString();
  const readBefore = new Date(now.getTime() - READ_NOTIFICATION_KEEP_DAYS * DAY_MS).toISOString();
  const events = await inBatches(() =>
    deleted(
      db,
      sql`
        delete from notification_events where id in (
          select e.id from notification_events e
          where e.created_at < ${outboxBefore}
            and not exists (
              select 1 from notification_deliveries d
              where d.event_id = e.id and (d.done_at is null or d.done_at >= ${outboxBefore}))
          limit ${BATCH})`,
    ),
  );
  const read = await inBatches(() =>
    deleted(
      db,
      sql`delete from notifications where id in (
        select id from notifications where read_at < ${readBefore} limit ${BATCH})`,
    ),
  );
  const reminders = await deleted(db, sql`delete from reminders_sent where created_at < ${outboxBefore}`);
  return { events, read, reminders };
}
