import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { discordLinks, notificationPreferences } from '@liga/db';
import { formatCurrency } from '@liga/domain';
import type { NotificationEvent } from '@liga/domain/notifications';
import { emitEvent } from '../notifications';
import { competitionKit } from '../../test/competition.test-kit';
import { useTestContext } from '../../test/context.test-kit';
import { startFakeWebhooks, type FakeWebhooks } from '../../test/fake-webhook.test-kit';
import { auctionCreated } from './discord-posts.test-kit';

const ctx = useTestContext();
let fake: FakeWebhooks;
beforeAll(async () => {
  fake = await startFakeWebhooks();
});
afterAll(() => fake.close());

/** Every post any test of this file produced: the privacy check reads them all at the end. */
const everyPost: string[] = [];

async function setup() {
  fake.posts.length = 0;
  fake.failWith = null;
  fake.delayMs = 0;
  fake.attempts = 0;
  const fx = competitionKit(ctx);
  const season = await fx.season();
  const league = await fx.tournament({ seasonId: season.id, name: 'Primera 59' });
  const cup = await fx.tournament({ seasonId: season.id, format: 'UCL', name: 'Copa 59' });
  const admin = await ctx.actor('Admin', { profits: 987_654_321 });
  const linked = await ctx.actor('Manager Primera', { name: 'Lina Linked', profits: 123_456_789 });
  const unlinked = await ctx.actor('Manager Segunda', { name: 'Ugo Unlinked', profits: 55_555_555 });
  const quiet = await ctx.actor('Manager Primera', { name: 'Quique App', profits: 77_777_777 });
  await ctx.db.insert(discordLinks).values([
    { userId: linked.id, discordId: '111', discordUsername: 'lina' },
    { userId: quiet.id, discordId: '333', discordUsername: 'quique' },
  ]);
  // Quique wants reminders of statistics in the app only.
  await ctx.db
    .insert(notificationPreferences)
    .values({ userId: quiet.id, kind: 'statistics_due', channel: 'app' });
  const saved = await ctx.request(admin.token, {
    method: 'PUT',
    url: '/api/settings/discord',
    payload: {
      clauses: fake.url('/clauses'),
      transfers: fake.url('/transfers'),
      auctions: fake.url('/auctions'),
      transferables: fake.url('/transferables'),
      reminders: fake.url('/reminders'),
      results: [{ tournament_id: league.id, url: fake.url('/results-primera') }],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { league, cup, admin, linked, unlinked, quiet };
}

const emit = (event: NotificationEvent) => ctx.db.transaction((tx) => emitEvent(tx, event));
const deliver = async () => {
  await ctx.app.outbox.drain();
  everyPost.push(...fake.posts.map((p) => p.raw));
};
/** Time travel for the outbox: every pending Discord try becomes due now (the database's clock). */
const travel = () =>
  ctx.db.execute(
    sql`update notification_deliveries set next_at = now() where consumer = 'discord' and done_at is null`,
  );
const pending = async () =>
  (
    await ctx.db.execute<{ attempts: number; wait: number; error: string | null }>(sql`
      select attempts, extract(epoch from next_at - now())::float as wait, last_error as error
      from notification_deliveries where consumer = 'discord' and done_at is null order by event_id`)
  ).rows.map((r) => ({ attempts: Number(r.attempts), wait: Number(r.wait), error: r.error }));

describe('Discord posts (decision 034)', () => {
  it('posts each kind to its webhook, pinging only the linked users who want it there', async () => {
    const U = await setup();
    await emit({
      kind: 'statistics_due',
      recipients: [U.linked.id, U.unlinked.id, U.quiet.id],
      data: { match_id: 5, home: 'Atlético Norte', away: 'Deportivo Sur', hours_late: 24 },
    });
    await emit(
      auctionCreated({
        auction_id: 9,
        player_id: 4,
        player_name: '@everyone Tito',
        opening_amount: 2_500_000,
      }),
    );
    await emit({
      kind: 'match_result',
      recipients: [U.linked.id],
      data: {
        match_id: 5,
        tournament_id: U.league.id,
        tournament: 'Primera 59',
        home: 'Atlético Norte',
        away: 'Deportivo Sur',
        home_goals: 2,
        away_goals: 1,
      },
    });
    // No webhook for the cup's results: nothing is posted for it.
    await emit({
      kind: 'match_result',
      recipients: [],
      data: {
        match_id: 6,
        tournament_id: U.cup.id,
        tournament: 'Copa 59',
        home: 'A',
        away: 'B',
        home_goals: 0,
        away_goals: 0,
      },
    });
    // Own money and sealed offers never reach Discord.
    await emit({
      kind: 'bet_settled',
      recipients: [U.linked.id],
      data: { bet_id: 1, description: 'Boca gana', won: true, payout: 3_000_000 },
    });
    await emit({
      kind: 'offer_received',
      recipients: [U.linked.id],
      data: { player_id: 4, player_name: 'Tito', offer_id: 2 },
    });
    await emit({
      kind: 'reveal_soon',
      recipients: [U.linked.id],
      data: { player_id: 4, player_name: 'Tito', offer_id: 2, reveal_at: '2026-03-11T04:00:00.000Z' },
    });
    await deliver();

    expect(fake.posts.map((p) => p.path).sort()).toEqual(['/auctions', '/reminders', '/results-primera']);
    const reminder = fake.postsTo('/reminders')[0]!.body;
    expect(reminder.content).toBe('<@111> Faltan las estadísticas de un partido');
    expect(reminder.allowed_mentions).toEqual({ parse: [], users: ['111'] });
    expect(reminder.embeds![0]!.description).toBe(
      'Atlético Norte - Deportivo Sur: las estadísticas llevan 24 h de atraso.',
    );
    expect(reminder.embeds![0]!.url).toBe('http://localhost:3000/partidos/5');
    const auction = fake.postsTo('/auctions')[0]!.body;
    expect(auction.embeds![0]!.description).toBe(
      `**@everyone Tito** desde ${formatCurrency(2_500_000)}. Cierra 10-03-2026 23:00.`,
    );
    expect(auction.allowed_mentions).toEqual({ parse: [], users: [] });
    expect(fake.postsTo('/results-primera')[0]!.body).toMatchObject({
      content: '<@111> Resultado: Primera 59',
      embeds: [{ description: 'Atlético Norte **2 - 1** Deportivo Sur' }],
    });
    // Each event is handed to the consumer once: a second drain posts nothing more.
    await deliver();
    expect(fake.posts).toHaveLength(3);
  });

  it('a Discord down for a minute: tries back off, then each post arrives once', async () => {
    const U = await setup();
    fake.failWith = 503;
    for (const n of [1, 2, 3])
      await emit(
        auctionCreated({
          auction_id: n,
          player_id: n,
          player_name: `Jugador ${n}`,
          opening_amount: 1_000_000,
        }),
      );
    await deliver();
    let waited = 0;
    const waits: number[] = [];
    while (waited < 60) {
      const rows = await pending();
      expect(rows).toHaveLength(3);
      const wait = rows[0]!.wait;
      waits.push(wait);
      waited += wait;
      await travel();
      await deliver();
    }
    // 2, 4, 8, 16, 32 s (less the moments spent between the failed try and this read).
    const expected = [2, 4, 8, 16, 32];
    expect(waits).toHaveLength(expected.length);
    waits.forEach((w, i) => {
      expect(w).toBeLessThanOrEqual(expected[i]!);
      expect(w).toBeGreaterThan(expected[i]! - 1.5);
    });
    expect((await pending())[0]).toMatchObject({ attempts: 6, error: 'Error: Discord respondió 503' });
    expect(fake.posts).toHaveLength(0);
    fake.failWith = null;
    await travel();
    await deliver();
    expect(fake.postsTo('/auctions').map((p) => p.body.embeds![0]!.description!.slice(0, 12))).toEqual([
      '**Jugador 1*',
      '**Jugador 2*',
      '**Jugador 3*',
    ]);
    expect(await pending()).toEqual([]);
    await travel();
    await deliver();
    expect(fake.posts).toHaveLength(3);
    void U;
  });

  it('a 429 waits what Discord asks; the back-off is capped at 10 minutes', async () => {
    await setup();
    fake.failWith = 429;
    fake.retryAfter = 90.5;
    await emit(
      auctionCreated({ auction_id: 1, player_id: 1, player_name: 'Uno', opening_amount: 1_000_000 }),
    );
    await deliver();
    const [row] = await pending();
    expect(row!.wait).toBeGreaterThan(85);
    expect(row!.wait).toBeLessThan(95);
    fake.failWith = 503;
    for (let i = 0; i < 10; i++) {
      await travel();
      await deliver();
    }
    const [late] = await pending();
    expect(late!.attempts).toBe(11);
    expect(late!.wait).toBeGreaterThan(590);
    expect(late!.wait).toBeLessThanOrEqual(600);
  });

  it('no post carries an email or a budget', () => {
    expect(everyPost.length).toBeGreaterThanOrEqual(5);
    const text = everyPost.join('\n');
    expect(text).not.toMatch(/@[a-z0-9.-]+\.(local|test)/);
    for (const amount of [987_654_321, 123_456_789, 55_555_555, 77_777_777])
      expect(text).not.toContain(formatCurrency(amount).replace(/\s/g, ' ').slice(0, 7));
  });
});
