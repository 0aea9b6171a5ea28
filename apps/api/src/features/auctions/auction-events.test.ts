import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { loadEnv } from '../../env';
import { useTestContext } from '../../test/context.test-kit';
import { openSse } from '../../test/sse.test-kit';
import { auctionKit, type AuctionKit } from './auctions.test-kit';

const ctx = useTestContext();
let K: AuctionKit;
let base: string;
beforeAll(async () => {
  base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
beforeEach(async () => {
  K = await auctionKit(ctx);
});

const waitFor = async (check: () => boolean | Promise<boolean>, ms = 1000) => {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('condition not met in time');
};

describe('GET /api/auctions/events (Server-Sent Events)', () => {
  it('streams the opening and every bid to a client authenticated by ?token=', async () => {
    const client = await openSse(`${base}/api/auctions/events?token=${K.L.seller.token}`);
    expect([client.status, client.contentType]).toEqual([200, 'text/event-stream; charset=utf-8']);

    const opened = client.next('auction');
    const id = await K.openId();
    expect((await opened).data).toMatchObject({
      type: 'created',
      auction_id: id,
      player_id: K.free.id,
      amount: 10_000_000,
    });

    const started = Date.now();
    const bid = client.next('bid');
    const res = await K.bid(K.L.rival, id, 12_000_000);
    const event = await bid;
    expect(Date.now() - started).toBeLessThan(1000);
    expect(event.data).toEqual({
      auction_id: id,
      player_id: K.free.id,
      bid_id: res.json().bid.id,
      amount: 12_000_000,
      bidder: { id: K.L.rival.id, name: 'Rita Rival' },
      team: { id: K.L.rivalTeam.id, name: 'Rivales FC' },
      closes_at: res.json().auction.closes_at,
      min_next_bid: 13_000_000,
      created_at: res.json().bid.created_at,
    });

    K.closeAll();
    const confirmed = client.next('auction');
    await K.confirm(K.L.admin, id);
    expect((await confirmed).data).toMatchObject({
      type: 'confirmed',
      status: 'confirmed',
      winner: { id: K.L.rival.id },
    });

    // A refused bid announces nothing.
    await K.bid(K.L.rival, id, 99_000_000);
    expect(client.messages.filter((m) => m.event === 'bid')).toHaveLength(2);

    client.close();
    await waitFor(() => ctx.app.events.subscribers === 0);
  });

  it('refuses a missing or unknown token with 401 before streaming', async () => {
    const none = await ctx.request(undefined, { method: 'GET', url: '/api/auctions/events' });
    expect(none.statusCode).toBe(401);
    const bad = await ctx.request(undefined, { method: 'GET', url: '/api/auctions/events?token=nope' });
    expect([bad.statusCode, bad.json().message]).toEqual([401, 'Token inválido o vencido.']);
    expect(ctx.app.events.subscribers).toBe(0);
  });
});

// Fan-out across instances needs NOTIFY/LISTEN: PostgreSQL only (npm run test:pg).
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'live events across two server instances (PostgreSQL)',
  () => {
    let other: FastifyInstance;
    let otherBase: string;
    beforeAll(async () => {
      const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
      other = await buildApp({
        db: ctx.db,
        env,
        clock: ctx.clock, // one league clock: tokens were issued at its time
        secret: 'secreto-de-pruebas-0123456789',
        logger: false,
      });
      otherBase = await other.listen({ host: '127.0.0.1', port: 0 });
    });
    afterAll(() => other.close());

    it('a bid on one instance reaches listeners on both, exactly once each', async () => {
      expect(other.events.instanceId).not.toBe(ctx.app.events.instanceId);
      const here = await openSse(`${base}/api/auctions/events?token=${K.L.seller.token}`);
      const there = await openSse(`${otherBase}/api/auctions/events?token=${K.L.buyer.token}`);
      expect([here.status, there.status]).toEqual([200, 200]);
      const id = await K.openId();
      await waitFor(() =>
        [here, there].every((c) => c.messages.filter((m) => m.event === 'bid').length === 1),
      );
      const [a, b] = [here.next('bid'), there.next('bid')];
      await K.bid(K.L.rival, id, 11_000_000);
      expect((await a).data).toMatchObject({ auction_id: id, amount: 11_000_000 });
      expect((await b).data).toMatchObject({ auction_id: id, amount: 11_000_000 });

      // And the other way round: a bid sent to the second instance reaches the first.
      const back = here.next('bid');
      const res = await other.inject({
        method: 'POST',
        url: `/api/auctions/${id}/bids`,
        headers: { authorization: `Bearer ${K.L.buyer.token}` },
        payload: { amount: 12_000_000 },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect((await back).data).toMatchObject({ amount: 12_000_000, bidder: { id: K.L.buyer.id } });

      await new Promise((r) => setTimeout(r, 300));
      for (const client of [here, there]) {
        expect(
          client.messages.filter((m) => m.event === 'bid').map((m) => (m.data as { amount: number }).amount),
        ).toEqual([10_000_000, 11_000_000, 12_000_000]);
        expect(client.messages.filter((m) => m.event === 'auction')).toHaveLength(1);
        client.close();
      }
    });

    it('a logout on one instance ends that session’s stream on the other', async () => {
      const token = await ctx.tokenFor(K.L.rival.email);
      const there = await openSse(`${otherBase}/api/auctions/events?token=${token}`);
      const kept = await openSse(`${otherBase}/api/auctions/events?token=${K.L.buyer.token}`);
      expect([there.status, kept.status]).toEqual([200, 200]);
      await ctx.request(token, { method: 'POST', url: '/api/logout' });
      // The revocation travels by NOTIFY: well before the next heartbeat would notice it.
      const outcome = (stream: { ended: Promise<void> }, ms: number) =>
        Promise.race([stream.ended.then(() => 'ended'), new Promise((r) => setTimeout(() => r('open'), ms))]);
      expect(await outcome(there, 3000)).toBe('ended');
      expect(await outcome(kept, 300)).toBe('open');
      kept.close();
    });

    it('reconnects a dropped LISTEN connection within seconds', async () => {
      const there = await openSse(`${otherBase}/api/auctions/events?token=${K.L.buyer.token}`);
      const id = await K.openId();
      const listeners = async () =>
        (
          await ctx.db.execute<{ pid: number }>(
            sql`select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
          )
        ).rows.map((r) => r.pid);
      const before = await listeners();
      expect(before).toHaveLength(2);
      await ctx.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where pid in ${before}`,
      );
      // Both instances open a new LISTEN connection about a second later.
      await waitFor(async () => {
        const now = await listeners();
        return now.length === 2 && now.every((pid) => !before.includes(pid));
      }, 5000);
      const next = there.next('bid');
      await K.bid(K.L.rival, id, 11_000_000);
      expect((await next).data).toMatchObject({ auction_id: id, amount: 11_000_000 });
      there.close();
    });
  },
);
