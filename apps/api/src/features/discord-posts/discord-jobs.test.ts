import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '@liga/db';
import { formatCurrency } from '@liga/domain';
import { competitionKit } from '../../test/competition.test-kit';
import { useTestContext } from '../../test/context.test-kit';
import { startFakeWebhooks, type FakeWebhooks } from '../../test/fake-webhook.test-kit';
import { emitEvent } from '../notifications';
import { auctionCreated } from './discord-posts.test-kit';
import { DiscordRefused, DiscordRetry, postToWebhook } from './post';

const ctx = useTestContext();
let fake: FakeWebhooks;
beforeAll(async () => {
  fake = await startFakeWebhooks();
});
afterAll(() => fake.close());

const hook = (channel: string, path: string) =>
  ctx.db.execute(sql`insert into discord_webhooks (kind, url) values (${channel}, ${fake.url(path)})`);

describe('the transferable players’ scheduled post (decision 034)', () => {
  it('posts the marked players of every team, once per run, and nothing without a webhook', async () => {
    fake.posts.length = 0;
    const fx = competitionKit(ctx);
    const a = await fx.team({ name: 'Atlético Norte' });
    const b = await fx.team({ name: 'Boca Sur' });
    const [pedro] = await fx.squad(a.id, ['Pedro Gol', 'Luis Muro']);
    const [tito] = await fx.squad(b.id, ['Tito Ala']);
    await ctx.db.update(players).set({ transferable: true }).where(eq(players.id, pedro!.id));
    await ctx.db.update(players).set({ transferable: true }).where(eq(players.id, tito!.id));
    await ctx.app.scheduler.runNow('discord-transferables');
    await ctx.app.outbox.drain();
    expect(fake.posts).toEqual([]);
    await hook('transferables', '/transferables');
    await ctx.app.scheduler.runNow('discord-transferables');
    await ctx.app.outbox.drain();
    expect(fake.posts.map((p) => p.body.embeds?.[0]?.description)).toEqual([
      `• **Pedro Gol** (Atlético Norte) · ${formatCurrency(1_000_000)}\n• **Tito Ala** (Boca Sur) · ${formatCurrency(1_000_000)}`,
    ]);
    expect(fake.posts[0]!.body.content).toBe('Jugadores transferibles');
  });
});

describe('posting to a webhook', () => {
  it('a Discord slower than the timeout is a retry; a 404 is given up at once', async () => {
    fake.delayMs = 1_000;
    const message = { content: 'x', allowed_mentions: { parse: [], users: [] } };
    await expect(postToWebhook(fake.url('/lento'), message, 200)).rejects.toThrow(DiscordRetry);
    await expect(postToWebhook(fake.url('/lento'), message, 200)).rejects.toThrow(
      'Discord no respondió en 200 ms',
    );
    fake.delayMs = 0;
    fake.failWith = 404;
    await expect(postToWebhook(fake.url('/borrado'), message)).rejects.toThrow(DiscordRefused);
    // Through the consumer: the delivery row is done at the first try, its error kept.
    await hook('auctions', '/borrado');
    await ctx.db.transaction(async (tx) => {
      await emitEvent(
        tx,
        auctionCreated({ auction_id: 1, player_id: 1, player_name: 'Uno', opening_amount: 1 }),
      );
    });
    await ctx.app.outbox.drain();
    const { rows } = await ctx.db.execute<{ attempts: number; done: boolean; error: string }>(sql`
      select attempts, done_at is not null as done, last_error as error
      from notification_deliveries where consumer = 'discord'`);
    expect(rows.map((r) => [Number(r.attempts), r.done, r.error])).toEqual([
      [1, true, 'Error: Discord rechazó el mensaje (404)'],
    ]);
    fake.failWith = null;
  });
});
