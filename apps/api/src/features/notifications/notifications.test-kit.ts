import { sql } from 'drizzle-orm';
import { notifications } from '@liga/db';
import type { NotificationEvent } from '@liga/domain/notifications';
import type { TestContext } from '../../test/context.test-kit';
import { emitEvent } from './outbox';

/** An offer on a player: the usual event of these tests. */
export const offerOn = (recipients: number[], player = 'Lionel Pruebas'): NotificationEvent => ({
  kind: 'offer_received',
  recipients,
  data: { player_id: 7, player_name: player, offer_id: 3 },
});

/** Emits in a transaction of its own and lets every consumer handle it. */
export async function emitAndDrain(ctx: TestContext, event: NotificationEvent): Promise<number> {
  const id = await ctx.db.transaction((tx) => emitEvent(tx, event));
  await ctx.app.outbox.drain();
  return id;
}

export async function notificationsOf(ctx: TestContext, userId: number) {
  return ctx.db
    .select()
    .from(notifications)
    .where(sql`${notifications.userId} = ${userId}`)
    .orderBy(notifications.id);
}

/** Every notification row written so far (the privacy test reads them all). */
export const allNotifications = (ctx: TestContext) => ctx.db.select().from(notifications);

/** A one-use ticket that opens the caller's notification stream (an EventSource sends no header). */
export const streamTicket = async (ctx: TestContext, token: string) =>
  (await ctx.request(token, { method: 'POST', url: '/api/notifications/events/ticket' })).json()
    .ticket as string;
