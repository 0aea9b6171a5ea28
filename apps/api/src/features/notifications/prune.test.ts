import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OUTBOX_KEEP_DAYS, READ_NOTIFICATION_KEEP_DAYS } from '@liga/domain/notifications';
import { useTestContext } from '../../test/context.test-kit';
import { emitAndDrain, notificationsOf, offerOn } from './notifications.test-kit';

const ctx = useTestContext();
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(ctx.clock.now().getTime() - days * DAY).toISOString();

async function age(eventId: number, days: number) {
  await ctx.db.execute(
    sql`update notification_events set created_at = ${daysAgo(days)} where id = ${eventId}`,
  );
  await ctx.db.execute(
    sql`update notification_deliveries set done_at = ${daysAgo(days)} where event_id = ${eventId}`,
  );
  await ctx.db.execute(
    sql`update notifications set created_at = ${daysAgo(days)} where event_id = ${eventId}`,
  );
}

const eventIds = async () =>
  (await ctx.db.execute<{ id: number }>(sql`select id from notification_events order by id`)).rows.map((r) =>
    Number(r.id),
  );
const deliveriesOf = async (id: number) =>
  (await ctx.db.execute(sql`select 1 from notification_deliveries where event_id = ${id}`)).rows.length;

describe('pruning (decision 040)', () => {
  it('deletes finished outbox events after OUTBOX_KEEP_DAYS and read notifications after READ_NOTIFICATION_KEEP_DAYS, never what a user still sees unread', async () => {
    const reader = await ctx.actor('Manager Primera');
    const other = await ctx.actor('Manager Primera');
    const old = await emitAndDrain(ctx, offerOn([reader.id, other.id], 'Viejo'));
    const pending = await emitAndDrain(ctx, offerOn([reader.id], 'Pendiente'));
    const recent = await emitAndDrain(ctx, offerOn([reader.id], 'Reciente'));
    await age(old, READ_NOTIFICATION_KEEP_DAYS + 1);
    await age(pending, OUTBOX_KEEP_DAYS + 1);
    await age(recent, OUTBOX_KEEP_DAYS - 1);
    // One consumer never finished the pending event: it stays, whatever its age.
    await ctx.db.execute(
      sql`update notification_deliveries set done_at = null where event_id = ${pending} and consumer = 'discord'`,
    );
    // The reader read the old one long ago; the other recipient never read it.
    await ctx.db.execute(
      sql`update notifications set read_at = ${daysAgo(READ_NOTIFICATION_KEEP_DAYS + 1)} where event_id = ${old} and user_id = ${reader.id}`,
    );

    await ctx.app.scheduler.runNow('notifications-prune');

    expect(await eventIds()).toEqual([pending, recent]);
    expect(await deliveriesOf(old)).toBe(0);
    expect((await notificationsOf(ctx, reader.id)).map((n) => n.body)).toEqual([
      expect.stringContaining('Pendiente'),
      expect.stringContaining('Reciente'),
    ]);
    // The other recipient's unread copy outlives its event: the centre still lists and counts it.
    const list = await ctx.request(other.token, { method: 'GET', url: '/api/notifications' });
    expect(list.json()).toMatchObject({
      unread: 1,
      data: [{ title: 'Nueva oferta por tu jugador', body: expect.stringContaining('Viejo') }],
    });
  });
});
