import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { notificationEvents } from '@liga/db';
import { NOTIFICATION_KINDS } from '@liga/domain/notifications';
import { useTestContext } from '../../test/context.test-kit';
import { emitAndDrain, notificationsOf, offerOn } from './notifications.test-kit';
import { emitEvent, PrivateNotificationData } from './outbox';

const ctx = useTestContext();

const get = (token: string, url = '/api/notifications') => ctx.request(token, { method: 'GET', url });
const read = (token: string, payload: Record<string, unknown>) =>
  ctx.request(token, { method: 'POST', url: '/api/notifications/read', payload });

describe('the outbox', () => {
  it('writes nothing for a change that rolls back', async () => {
    const me = await ctx.actor('Manager Primera');
    await expect(
      ctx.db.transaction(async (tx) => {
        await emitEvent(tx, offerOn([me.id]));
        throw new Error('la operación falló');
      }),
    ).rejects.toThrow('la operación falló');
    await ctx.app.outbox.drain();
    const [events] = (
      await ctx.db.execute<{ n: number }>(sql`select count(*)::int n from ${notificationEvents}`)
    ).rows;
    expect(events!.n).toBe(0);
    expect(await notificationsOf(ctx, me.id)).toEqual([]);
  });

  it('shows an event once to each recipient, even when it is handled again', async () => {
    const a = await ctx.actor('Manager Primera');
    const b = await ctx.actor('Manager Primera');
    const id = await emitAndDrain(ctx, offerOn([a.id, b.id, a.id]));
    expect((await notificationsOf(ctx, a.id)).map((n) => n.eventId)).toEqual([id]);
    // A lease taken over after a crash hands the event to a consumer again.
    await ctx.db.execute(sql`update notification_deliveries set done_at = null where event_id = ${id}`);
    await ctx.app.outbox.drain();
    expect(await notificationsOf(ctx, a.id)).toHaveLength(1);
    expect(await notificationsOf(ctx, b.id)).toHaveLength(1);
    const [row] = await notificationsOf(ctx, a.id);
    expect(row).toMatchObject({
      kind: 'offer_received',
      title: 'Nueva oferta por tu jugador',
      link: '/misofertas',
      readAt: null,
    });
  });

  it('writes a round of events at once: each recipient their own, none for the app opted out of', async () => {
    const a = await ctx.actor('Manager Primera');
    const b = await ctx.actor('Manager Primera');
    const quiet = await ctx.actor('Manager Primera');
    await ctx.request(quiet.token, {
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload: { preferences: [{ kind: 'offer_received', channel: 'discord' }] },
    });
    // One transaction: its three events are claimed by one round of the app consumer.
    const ids = await ctx.db.transaction(async (tx) => [
      await emitEvent(tx, offerOn([a.id, quiet.id], 'Uno')),
      await emitEvent(tx, offerOn([b.id], 'Dos')),
      await emitEvent(tx, offerOn([a.id, b.id], 'Tres')),
    ]);
    await ctx.app.outbox.drain();
    expect((await notificationsOf(ctx, a.id)).map((n) => n.eventId)).toEqual([ids[0], ids[2]]);
    expect((await notificationsOf(ctx, b.id)).map((n) => n.eventId)).toEqual([ids[1], ids[2]]);
    expect(await notificationsOf(ctx, quiet.id)).toEqual([]);
  });

  it('handles a round event by event when handling it whole fails', async () => {
    const me = await ctx.actor('Manager Primera');
    const one: number[] = [];
    let rounds = 0;
    ctx.app.outbox.register({
      name: 'discord',
      handleMany: async () => {
        rounds += 1;
        throw new Error('el lote falló');
      },
      handle: async (event) => {
        one.push(event.id);
      },
    });
    const ids = await ctx.db.transaction(async (tx) => [
      await emitEvent(tx, offerOn([me.id], 'Uno')),
      await emitEvent(tx, offerOn([me.id], 'Dos')),
    ]);
    await ctx.app.outbox.drain();
    expect(rounds).toBe(1);
    expect(one.sort()).toEqual([...ids].sort());
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int n from notification_deliveries where consumer = 'discord' and done_at is null`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses private fields with the change, and hides emails in texts', async () => {
    const me = await ctx.actor('Manager Primera');
    const leaky = { ...offerOn([me.id]), data: { player_id: 1, player_name: 'X', offer_id: 2, amount: 5 } };
    await expect(ctx.db.transaction((tx) => emitEvent(tx, leaky as never))).rejects.toThrow(
      PrivateNotificationData,
    );
    const budget = { kind: 'prize_paid', recipients: [me.id], data: { prize: 'p', amount: 1, budget: 9 } };
    await expect(ctx.db.transaction((tx) => emitEvent(tx, budget as never))).rejects.toThrow(
      PrivateNotificationData,
    );
    // A free text quoting an email is sent with the email hidden.
    await emitAndDrain(ctx, {
      kind: 'sanction',
      recipients: [me.id],
      data: { sanction_id: 1, kind: 'warning', reason: 'Escribile a ana@liga.com', amount: 0 },
    });
    expect((await notificationsOf(ctx, me.id))[0]!.body).toBe('Escribile a [email oculto]');
  });

  it('retries a consumer that fails, and gives up after its tries', async () => {
    const me = await ctx.actor('Manager Primera');
    let calls = 0;
    ctx.app.outbox.register({
      name: 'discord',
      handle: async () => {
        calls += 1;
        throw new Error('Discord caído');
      },
      maxAttempts: 2,
      retryMs: () => 0,
    });
    const id = await emitAndDrain(ctx, offerOn([me.id]));
    const { rows } = await ctx.db.execute<{ attempts: number; done: boolean; last_error: string }>(
      sql`select attempts, done_at is not null as done, last_error from notification_deliveries
          where consumer = 'discord' and event_id = ${id}`,
    );
    expect(calls).toBe(2);
    expect(rows[0]).toMatchObject({ attempts: 2, done: true, last_error: 'Error: Discord caído' });
  });
});

describe('GET /api/notifications', () => {
  it('answers one’s own, newest first, paged, with the unread count', async () => {
    const me = await ctx.actor('Manager Primera');
    const other = await ctx.actor('Manager Primera');
    for (const name of ['Uno', 'Dos', 'Tres']) await emitAndDrain(ctx, offerOn([me.id], name));
    await emitAndDrain(ctx, offerOn([other.id], 'Ajeno'));

    const first = await get(me.token, '/api/notifications?limit=2');
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.unread).toBe(3);
    expect(page.data.map((n: { body: string }) => n.body.includes('Tres'))).toEqual([true, false]);
    const rest = (await get(me.token, `/api/notifications?limit=2&before=${page.next_before}`)).json();
    expect(rest.data).toHaveLength(1);
    expect(rest.data[0].body).toContain('Uno');
    expect(rest.next_before).toBeNull();
    expect(JSON.stringify([page, rest])).not.toContain('Ajeno');
  });

  it('answers 422 in Spanish for a bad cursor or limit, and 401 without a session', async () => {
    const me = await ctx.actor('Manager Primera');
    const res = await get(me.token, '/api/notifications?limit=0&before=abc');
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('El límite debe estar entre 1 y 100.');
    expect((await ctx.request(undefined, { method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('POST /api/notifications/read', () => {
  it('marks one’s own by id, never another’s, and then all', async () => {
    const me = await ctx.actor('Manager Primera');
    const other = await ctx.actor('Manager Primera');
    await emitAndDrain(ctx, offerOn([me.id]));
    await emitAndDrain(ctx, offerOn([me.id]));
    await emitAndDrain(ctx, offerOn([other.id]));
    const [mine1, mine2] = await notificationsOf(ctx, me.id);
    const [theirs] = await notificationsOf(ctx, other.id);

    const res = await read(me.token, { ids: [mine1!.id, theirs!.id] });
    expect(res.json()).toEqual({ marked: 1, unread: 1 });
    expect((await notificationsOf(ctx, other.id))[0]!.readAt).toBeNull();
    expect((await read(me.token, { all: true })).json()).toEqual({ marked: 1, unread: 0 });
    expect((await notificationsOf(ctx, me.id)).every((n) => n.readAt)).toBe(true);
    expect(mine2).toBeDefined();
    expect((await notificationsOf(ctx, other.id))[0]!.readAt).toBeNull();
  });

  it('answers 422 for a body that is neither ids nor all', async () => {
    const me = await ctx.actor('Manager Primera');
    for (const payload of [{}, { ids: [] }, { ids: ['x'] }, { all: false }, { ids: [1], all: true }]) {
      const res = await read(me.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
  });
});

describe('preferences', () => {
  it('answers every kind with its default, saves a choice, and the choice decides the app', async () => {
    const me = await ctx.actor('Manager Primera');
    const res = await ctx.request(me.token, { method: 'GET', url: '/api/notifications/preferences' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.preferences.map((p: { kind: string }) => p.kind)).toEqual([...NOTIFICATION_KINDS]);
    expect(body.push.public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);

    const put = await ctx.request(me.token, {
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload: { preferences: [{ kind: 'offer_received', channel: 'discord' }] },
    });
    expect(put.statusCode).toBe(200);
    await emitAndDrain(ctx, offerOn([me.id]));
    expect(await notificationsOf(ctx, me.id)).toEqual([]);
    const again = (
      await ctx.request(me.token, { method: 'GET', url: '/api/notifications/preferences' })
    ).json();
    expect(again.preferences.find((p: { kind: string }) => p.kind === 'offer_received').channel).toBe(
      'discord',
    );
  });

  it('answers 422 for an unknown kind or channel', async () => {
    const me = await ctx.actor('Manager Primera');
    const res = await ctx.request(me.token, {
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload: { preferences: [{ kind: 'nada', channel: 'paloma' }] },
    });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('El canal debe ser app, discord, ambos o ninguno.');
  });
});
