import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { budgetMovements, players, releaseClauses, rulebookSections, users } from '@liga/db';
import { formatMoney, resolveRulebook } from '@liga/domain';
import { useTestContext } from '../../test/context.test-kit';
import { seedPublicDemo, type PublicDemo } from './public.test-kit';

/**
 * No public answer carries what only league members may see (docs/rules.md §13.2, decision 035): every
 * page, preview list and public JSON answer of the demo league is read as a visitor and searched for
 * the keys and values that must never be there.
 */
const ctx = useTestContext({ resetEachTest: false });
let demo: PublicDemo;

/** The sealed offer's amount and its bidder's name: secrets that exist only in this test's league. */
const SEALED_AMOUNT = 187_654_321;
const BIDDER = 'Postor Secretísimo';

const FORBIDDEN_KEYS = [
  'email',
  'profits',
  'budget',
  'balance',
  'password',
  'token',
  'movements',
  'ledger',
  'bidder',
  'created_by',
  'total_value',
  'extra_value',
  'id_user',
];

let forbiddenValues: string[] = [];
let tokens: string[] = [];

beforeAll(async () => {
  demo = await seedPublicDemo(ctx);
  // A sealed offer by a manager whose name appears nowhere public, on a player of the walked team.
  const bidder = await ctx.createUser({ rol: 'Manager Segunda', name: BIDDER });
  const [target] = await ctx.db.select().from(players).where(eq(players.id, demo.player.id));
  await ctx.db.insert(releaseClauses).values({
    idPlayer: target!.id,
    name: target!.name,
    idTeam: target!.idTeam,
    createdBy: bidder.id,
    value: SEALED_AMOUNT,
    totalValue: SEALED_AMOUNT,
    idSeason: 59,
  });

  const people = await ctx.db.select({ email: users.email, profits: users.profits }).from(users);
  const balances = await ctx.db.select({ balance: budgetMovements.balanceAfter }).from(budgetMovements);
  // The rule book states round amounts (prizes, limits) that a budget may happen to equal: those are public.
  const rules = (await ctx.db.select({ body: rulebookSections.body }).from(rulebookSections))
    .map((r) => resolveRulebook(r.body))
    .join('\n');
  const money = [...people.map((p) => p.profits), ...balances.map((b) => b.balance), SEALED_AMOUNT].filter(
    (n): n is number => typeof n === 'number' && Math.abs(n) >= 10_000_000 && !rules.includes(formatMoney(n)),
  );
  forbiddenValues = [
    ...people.map((p) => p.email),
    ...money.flatMap((n) => [String(n), formatMoney(n)]),
    BIDDER,
  ];
  tokens = await Promise.all(
    (['Admin', 'Manager Primera', 'visitante'] as const).map(async (rol) => (await ctx.actor(rol)).token),
  );
}, 180_000);

async function publicAnswers(): Promise<{ url: string; body: string }[]> {
  const urls = [
    '/liga',
    '/liga/tablas',
    '/liga/estadisticas',
    '/liga/partidos',
    '/liga/equipos',
    '/liga/apuestas',
    '/liga/reglamento',
    '/sitemap.xml',
    '/robots.txt',
    '/api/public/settings',
    '/api/config',
    ...demo.teamIds.map((id) => `/liga/equipos/${id}`),
    ...demo.matchIds.map((id) => `/liga/partidos/${id}`),
    ...demo.playerIds.map((id) => `/liga/jugadores/${id}`),
  ];
  const answers = [];
  for (const url of urls) {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    answers.push({ url, body: res.body });
  }
  return answers;
}

describe('the public pages keep private data out', () => {
  it('has secrets to look for: emails, budgets, ledger balances, a sealed offer, tokens', () => {
    expect(forbiddenValues.filter((v) => v.includes('@')).length).toBeGreaterThan(10);
    expect(forbiddenValues).toContain(formatMoney(SEALED_AMOUNT));
    expect(tokens).toHaveLength(3);
  });

  it('carries none of them in any page or public JSON answer', async () => {
    const leaks: string[] = [];
    for (const { url, body } of await publicAnswers()) {
      const text = body.toLowerCase();
      for (const key of FORBIDDEN_KEYS)
        if (new RegExp(`["'\\s]${key}["':=]`).test(text)) leaks.push(`${url}: ${key}`);
      for (const value of [...forbiddenValues, ...tokens])
        if (body.includes(value)) leaks.push(`${url}: ${value}`);
    }
    expect(leaks).toEqual([]);
  });

  it('shows the values an Admin allows and nothing of the market', async () => {
    const team = await ctx.app.inject({ method: 'GET', url: `/liga/equipos/${demo.team.id}` });
    expect(team.body).toContain(formatMoney(demo.player.value));
    expect(team.body).not.toMatch(/oferta|cláusula|subasta|presupuesto/i);
  });
});
