import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { useOtherInstance, useTestContext } from '../../test/context.test-kit';
import { openSse } from '../../test/sse.test-kit';
import { offerOn } from './notifications.test-kit';
import { emitEvent } from './outbox';

const ctx = useTestContext();

const waitFor = async (check: () => boolean | Promise<boolean>, ms: number) => {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not met in time');
};

// Two instances on one database need NOTIFY/LISTEN and row locks between connections: PostgreSQL only.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'notifications across two server instances (PostgreSQL)',
  () => {
    const other = useOtherInstance(ctx);
    let base: string;
    let otherBase: string;
    beforeAll(async () => {
      base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
      otherBase = await other.listen({ host: '127.0.0.1', port: 0 });
    });

    it('handles each event once in the cluster and delivers it once to each open stream', async () => {
      const u = await ctx.actor('Manager Primera');
      const v = await ctx.actor('Manager Segunda');
      const ticket = async (app: FastifyInstance, token: string) =>
        (
          await app.inject({
            method: 'POST',
            url: '/api/notifications/events/ticket',
            headers: { authorization: `Bearer ${token}` },
          })
        ).json().ticket as string;
      // U has a tab on each instance; V one on the second.
      const uHere = await openSse(
        `${base}/api/notifications/events?ticket=${await ticket(ctx.app, u.token)}`,
      );
      const uThere = await openSse(
        `${otherBase}/api/notifications/events?ticket=${await ticket(other, u.token)}`,
      );
      const vThere = await openSse(
        `${otherBase}/api/notifications/events?ticket=${await ticket(other, v.token)}`,
      );
      expect([uHere.status, uThere.status, vThere.status]).toEqual([200, 200, 200]);

      const EVENTS = 60;
      await Promise.all(
        Array.from({ length: EVENTS }, (_, i) =>
          ctx.db.transaction((tx) => emitEvent(tx, offerOn(i % 3 === 0 ? [u.id, v.id] : [u.id], `J${i}`))),
        ),
      );
      const count = (s: { messages: { event: string }[] }) =>
        s.messages.filter((m) => m.event === 'notification').length;
      const forV = Math.ceil(EVENTS / 3);
      await waitFor(() => count(uHere) >= EVENTS && count(uThere) >= EVENTS && count(vThere) >= forV, 30_000);
      await new Promise((r) => setTimeout(r, 500));
      for (const stream of [uHere, uThere]) {
        const ids = stream.messages
          .filter((m) => m.event === 'notification')
          .map((m) => (m.data as { id: number }).id);
        expect(ids).toHaveLength(EVENTS);
        expect(new Set(ids).size).toBe(EVENTS);
      }
      expect(count(vThere)).toBe(forV);

      // Each delivery was claimed once by one of the two instances.
      const { rows } = await ctx.db.execute<{ consumer: string; attempts: number; done: boolean }>(
        sql`select consumer, attempts, done_at is not null as done from notification_deliveries where consumer in ('app', 'push')`,
      );
      expect(rows).toHaveLength(EVENTS * 2);
      expect(rows.every((r) => Number(r.attempts) === 1 && r.done)).toBe(true);
      for (const s of [uHere, uThere, vThere]) s.close();
    });
  },
);
