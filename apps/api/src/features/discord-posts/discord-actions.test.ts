import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discordLinks, users } from '@liga/db';
import { formatCurrency } from '@liga/domain';
import { competitionKit } from '../../test/competition.test-kit';
import { useTestContext } from '../../test/context.test-kit';
import { startFakeWebhooks, type FakeWebhooks } from '../../test/fake-webhook.test-kit';
import { HOUR, marketLeague } from '../../test/market.test-kit';

const ctx = useTestContext();
let fake: FakeWebhooks;
beforeAll(async () => {
  fake = await startFakeWebhooks();
});
afterAll(() => fake.close());

/** The market league with every webhook on the fake Discord, and the buyer and seller linked. */
async function setup() {
  fake.posts.length = 0;
  fake.delayMs = 0;
  const L = await marketLeague(ctx);
  await ctx.db.insert(discordLinks).values([
    { userId: L.buyer.id, discordId: '222', discordUsername: 'bruno' },
    { userId: L.seller.id, discordId: '444', discordUsername: 'sara' },
  ]);
  const fx = competitionKit(ctx);
  const t = await fx.tournament({
    seasonId: L.season.id,
    name: 'Primera 59',
    teamIds: [L.buyerTeam.id, L.sellerTeam.id],
  });
  const saved = await ctx.request(L.admin.token, {
    method: 'PUT',
    url: '/api/settings/discord',
    payload: {
      clauses: fake.url('/clauses'),
      auctions: fake.url('/auctions'),
      reminders: fake.url('/reminders'),
      results: [{ tournament_id: t.id, url: fake.url('/results') }],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...L, fx, t };
}

/** No post names an email or any user's budget (docs/rules.md §13). */
async function expectNothingPrivate() {
  const text = fake.posts.map((p) => p.raw).join('\n');
  for (const u of await ctx.db.select({ email: users.email, profits: users.profits }).from(users)) {
    expect(text).not.toContain(u.email);
    if (u.profits !== 0) expect(text).not.toContain(formatCurrency(u.profits));
  }
}

describe('Discord posts of the league’s actions (decision 034)', () => {
  it('a clause is posted once confirmed, never while sealed; the buyer and seller are pinged', async () => {
    const L = await setup();
    const id = await L.offerId(L.buyer, { value: 12_000_000 });
    await ctx.app.outbox.drain();
    // Sealed: the offer is news for the seller in the app, never on Discord.
    expect(fake.posts).toEqual([]);
    ctx.clock.advance(24 * HOUR);
    const confirmed = await L.confirm(L.admin, id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await ctx.app.outbox.drain();
    const [post] = fake.postsTo('/clauses');
    expect(post?.body.embeds?.[0]?.description).toBe(
      `**Estrella** pasa de Vendedores FC a Compradores FC por ${formatCurrency(12_000_000)}.`,
    );
    expect(post?.body.allowed_mentions.users.sort()).toEqual(['222', '444']);
    await expectNothingPrivate();
  });

  it('a saved result goes to its tournament’s channel', async () => {
    const L = await setup();
    const match = await L.fx.match({
      tournamentId: L.t.id,
      home: L.buyerTeam.id,
      away: L.sellerTeam.id,
      stage: 1,
      score: null,
    });
    const res = await ctx.request(L.admin.token, {
      method: 'PUT',
      url: `/api/matches/${match.id}`,
      payload: { score_home: 3, score_away: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    await ctx.app.outbox.drain();
    expect(fake.postsTo('/results').map((p) => p.body.embeds?.[0]?.description)).toEqual([
      'Compradores FC **3 - 1** Vendedores FC',
    ]);
    await expectNothingPrivate();
  });

  it('a slow Discord does not slow the request that opens an auction', async () => {
    const L = await setup();
    const club = await L.kit.team({ name: 'Libres FC', division: null });
    const free = await L.kit.player({ idTeam: club.id, name: 'Libre', value: 10_000_000, status: '' });
    fake.delayMs = 3_000;
    const base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const started = performance.now();
      const res = await fetch(`${base}/api/auctions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${L.buyer.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ id_player: free.id }),
      });
      const answered = performance.now() - started;
      expect(res.status, await res.text()).toBe(201);
      await ctx.app.outbox.drain();
      const posted = performance.now() - started;
      console.info(
        `abrir una subasta: ${answered.toFixed(0)} ms; su post con Discord lento: ${posted.toFixed(0)} ms`,
      );
      // The answer does not wait for Discord's 3 s; the post arrives after them.
      expect(answered).toBeLessThan(fake.delayMs);
      expect(posted).toBeGreaterThanOrEqual(fake.delayMs);
      expect(fake.postsTo('/auctions').map((p) => p.body.content)).toEqual(['Nueva subasta']);
    } finally {
      await ctx.app.server.close();
    }
    await expectNothingPrivate();
  });
});
