import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ece from 'http_ece';
import { pushSubscriptions, transferPlayers, transfers, users } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { marketLeague } from '../../test/market.test-kit';
import { openSse } from '../../test/sse.test-kit';
import { notifyExpiredTransfers } from '../reminders';
import {
  allNotifications,
  emitAndDrain,
  notificationsOf,
  offerOn,
  streamTicket,
} from './notifications.test-kit';

const ctx = useTestContext();
let base: string;
beforeAll(async () => {
  base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});

const ticket = (token: string) => streamTicket(ctx, token);

describe('GET /api/notifications/events', () => {
  it('delivers each new notification to its user’s stream only, once', async () => {
    const a = await ctx.actor('Manager Primera');
    const b = await ctx.actor('Manager Segunda');
    const streamA = await openSse(`${base}/api/notifications/events?ticket=${await ticket(a.token)}`);
    const streamB = await openSse(`${base}/api/notifications/events?ticket=${await ticket(b.token)}`);
    expect(streamA.status).toBe(200);
    const first = streamA.next('notification', 5000);
    await emitAndDrain(ctx, offerOn([a.id], 'Para Ana'));
    expect((await first).data).toMatchObject({ kind: 'offer_received', read_at: null, link: '/misofertas' });
    expect(JSON.stringify((await first).data)).toContain('Para Ana');
    const second = streamB.next('notification', 5000);
    await emitAndDrain(ctx, offerOn([b.id], 'Para Beto'));
    await second;
    await new Promise((r) => setTimeout(r, 200));
    expect(streamA.messages.filter((m) => m.event === 'notification')).toHaveLength(1);
    expect(streamB.messages.filter((m) => m.event === 'notification')).toHaveLength(1);
    streamA.close();
    streamB.close();
  });

  it('refuses a stream without a valid ticket, and a ticket twice', async () => {
    const a = await ctx.actor('Manager Primera');
    expect((await openSse(`${base}/api/notifications/events`)).status).toBe(401);
    const t = await ticket(a.token);
    const ok = await openSse(`${base}/api/notifications/events?ticket=${t}`);
    expect(ok.status).toBe(200);
    expect((await openSse(`${base}/api/notifications/events?ticket=${t}`)).status).toBe(401);
    ok.close();
  });
});

/** A push service on loopback: records every push it is sent and answers `status`. */
async function fakePushService() {
  const received: { path: string; headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
  const state = { status: 201 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(state.status);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, state, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('Web Push', () => {
  let push: Awaited<ReturnType<typeof fakePushService>>;
  beforeAll(async () => {
    push = await fakePushService();
  });
  afterAll(() => push.close());

  it('sends each notification, encrypted, to the user’s subscribed browsers; a gone one is dropped', async () => {
    const a = await ctx.actor('Manager Primera');
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const auth = randomBytes(16);
    const endpoint = `${push.url}/push/${a.id}`;
    const subscribe = await ctx.request(a.token, {
      method: 'POST',
      url: '/api/notifications/push',
      payload: {
        endpoint,
        keys: { p256dh: browser.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      },
    });
    expect(subscribe.statusCode).toBe(200);
    const before = push.received.length;
    await emitAndDrain(ctx, offerOn([a.id], 'Empujado'));
    const sent = push.received.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
    const payload = ece.decrypt(sent[0]!.body, {
      version: 'aes128gcm',
      privateKey: browser,
      authSecret: auth,
    });
    expect(JSON.parse(payload.toString())).toMatchObject({
      title: 'Nueva oferta por tu jugador',
      link: '/misofertas',
    });

    push.state.status = 410;
    await emitAndDrain(ctx, offerOn([a.id]));
    expect(await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, a.id))).toEqual(
      [],
    );
    push.state.status = 201;
  });

  it('unsubscribes only the caller’s own endpoint, and answers 422 for a bad subscription', async () => {
    const a = await ctx.actor('Manager Primera');
    const b = await ctx.actor('Manager Primera');
    const keys = { p256dh: 'BExampleKey', auth: 'c2VjcmV0' };
    await ctx.request(a.token, {
      method: 'POST',
      url: '/api/notifications/push',
      payload: { endpoint: `${push.url}/a`, keys },
    });
    const other = await ctx.request(b.token, {
      method: 'POST',
      url: '/api/notifications/push/unsubscribe',
      payload: { endpoint: `${push.url}/a` },
    });
    expect(other.statusCode).toBe(200);
    expect(
      await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, a.id)),
    ).toHaveLength(1);
    const bad = await ctx.request(a.token, {
      method: 'POST',
      url: '/api/notifications/push',
      payload: { endpoint: 'nada' },
    });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('La suscripción push no es válida.');
  });
});

describe('notifications of the market', () => {
  it('tells the seller of an offer without its amount or bidder, and the confirmation to each side', async () => {
    const L = await marketLeague(ctx);
    const offerId = await L.offerId(L.buyer, { value: 12_345_678 });
    await L.offerId(L.rival, { value: 11_000_000 });
    await ctx.app.outbox.drain();
    const [received] = await notificationsOf(ctx, L.seller.id);
    expect(received).toMatchObject({ kind: 'offer_received', link: '/misofertas' });
    expect(`${received!.title} ${received!.body}`).not.toMatch(
      /12\.345\.678|12345678|Bruno|Compradores|Rita|Rivales/,
    );

    ctx.clock.set(new Date('2026-03-10T21:00:00Z'));
    expect((await L.confirm(L.admin, offerId)).statusCode).toBe(200);
    await ctx.app.outbox.drain();
    const kinds = async (id: number) => (await notificationsOf(ctx, id)).map((n) => n.kind);
    expect(await kinds(L.buyer.id)).toEqual(['clause_confirmed']);
    expect(await kinds(L.seller.id)).toEqual(['offer_received', 'offer_received', 'player_lost']);
    expect(await kinds(L.rival.id)).toEqual(['clause_closed']);

    // No notification names anyone's email or another user's budget (docs/rules.md §13).
    const people = await ctx.db.select({ email: users.email, profits: users.profits }).from(users);
    const texts = (await allNotifications(ctx)).map((n) => `${n.title} ${n.body}`).join('\n');
    for (const p of people) {
      expect(texts).not.toContain(p.email);
      expect(texts).not.toContain(new Intl.NumberFormat('es-AR').format(p.profits));
    }
  });
});

describe('expired transfer proposals', () => {
  it('tells both parties once, however often the sweep runs', async () => {
    const L = await marketLeague(ctx);
    const [t] = await ctx.db
      .insert(transfers)
      .values({
        idSeason: L.season.id,
        idTeamFrom: L.sellerTeam.id,
        idTeamTo: L.buyerTeam.id,
        createdBy: L.buyer.id,
        buyBy: L.buyer.id,
        soldBy: L.seller.id,
        createdAt: new Date(ctx.clock.now().getTime() - 49 * 3_600_000),
      })
      .returning();
    await ctx.db
      .insert(transferPlayers)
      .values({ transferId: t!.id, playerId: L.star.id, playerName: 'Estrella' });
    expect(await notifyExpiredTransfers(ctx.db, ctx.clock.now())).toBe(1);
    expect(await notifyExpiredTransfers(ctx.db, ctx.clock.now())).toBe(0);
    await ctx.app.outbox.drain();
    for (const who of [L.buyer, L.seller]) {
      const rows = await notificationsOf(ctx, who.id);
      expect(rows.map((n) => [n.kind, n.body])).toEqual([
        ['transfer_expired', 'La transferencia de Estrella venció sin respuesta.'],
      ]);
    }
  });
});
