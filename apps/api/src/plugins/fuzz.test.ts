import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { loadEnv } from '../env';
import { useTestContext } from '../test/context.test-kit';

/**
 * A deterministic fuzz test over every write route's body schema (decision 013): missing fields, wrong
 * types, NUL bytes, huge and negative numbers, 1 MB strings, malformed JSON, arrays for objects. Sent
 * as an Admin (past every role guard), each answer must be below 500, leak no SQL, hash or stack, and
 * a refused request must change nothing. The requests go to an app that logs (at debug level) into
 * memory, and the log must hold neither the caller's token nor SQL, hashes or stacks either. `npm test` runs a short pass; `npm run test:pg` a longer one.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.TEST_DATABASE_URL ? 24 : 4));
const SEED = 20261122;

/** mulberry32: a small seeded generator, so a failure replays exactly. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MB = 'á'.repeat(512 * 1024);
const HOSTILE: unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  -1,
  -2147483649,
  2147483648,
  2 ** 53 + 1,
  -(2 ** 60),
  1.5,
  '',
  ' ',
  'x\u0000y',
  '999999999999999999999999',
  "1'; drop table users; --",
  '<script>alert(1)</script>',
  [],
  [1, 2, 3],
  {},
  { id: 2147483648 },
  { id: 'x\u0000' },
];

/** The body's field names from its zod schema (objects, pipes and refinements unwrapped). */
function fieldsOf(schema: unknown): string[] {
  if (!schema) return [];
  try {
    const json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, unknown>;
    };
    return Object.keys(json.properties ?? {});
  } catch {
    return [];
  }
}

/** Skipped: they succeed on any body and end the caller's own session. */
const SKIP = new Set(['POST /api/logout', 'POST /api/users/:id/revoke-tokens', 'POST /api/test/clock']);
const LEAK = /argon2|Failed query|select |insert into|update "|at .+\.ts:\d+|stack/i;

const ctx = useTestContext({ resetEachTest: false });
let admin: { token: string };
let logged: FastifyInstance;
const logLines: string[] = [];
beforeAll(async () => {
  admin = await ctx.actor('Admin', { profits: 10_000_000 });
  await ctx.actor('Manager Primera', { profits: 5_000_000 });
  logged = await buildApp({
    db: ctx.db,
    env: loadEnv({ LOG_LEVEL: 'debug', AUTH_RATE_LIMIT: '1000', SEED_DEMO: 'false' }),
    clock: ctx.clock,
    secret: 'secreto-de-pruebas-0123456789',
    logStream: { write: (line) => logLines.push(line) },
  });
  await logged.ready();
  return () => logged.close();
});

/**
 * Row counts of every table and the budgets' sum: what a refused request must leave alone. The
 * attempt counters (rate_limit_hits) count every admitted login, also one answered 422 for a wrong
 * password, so they are left out.
 */
async function fingerprint(): Promise<string> {
  const tables = (
    await ctx.db.execute<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '%drizzle%' and tablename <> 'rate_limit_hits' order by 1`,
    )
  ).rows.map((r) => r.tablename);
  const counts = sql.join(
    tables.map((t) => sql.raw(`(select count(*) from "${t}")::text`)),
    sql.raw(` || ',' || `),
  );
  const res = await ctx.db.execute<{ f: string }>(
    sql`select ${counts} || ':' || coalesce((select sum(profits) from users), 0)::text as f`,
  );
  return res.rows[0]!.f;
}

function bodies(fields: string[], random: () => number): { payload: unknown; raw?: string }[] {
  const pick = () => HOSTILE[Math.floor(random() * HOSTILE.length)];
  const out: { payload: unknown; raw?: string }[] = [];
  for (let i = 0; i < RUNS; i++) {
    const body: Record<string, unknown> = {};
    for (const f of fields) if (random() < 0.8) body[f] = pick();
    out.push({ payload: body });
  }
  out.push(
    { payload: {} },
    { payload: [{}] },
    { payload: 'texto' },
    { payload: { data: { [fields[0] ?? 'x']: MB } } },
  );
  if (fields[0]) out.push({ payload: { [fields[0]]: MB } });
  out.push({ payload: undefined, raw: '{"a": ' }, { payload: undefined, raw: '{"a":"\\u0000"}' });
  return out;
}

describe('fuzzing every write route', () => {
  it(`answers every hostile body below 500, without leaks, changing nothing when refused (seed ${SEED})`, async () => {
    const random = generator(SEED);
    const writes = ctx.app.routePolicies.filter(
      (r) => r.url.startsWith('/api/') && ['POST', 'PUT', 'DELETE', 'PATCH'].includes(r.method),
    );
    expect(writes.length).toBeGreaterThan(30);
    // The schemas are read: most write routes name their fields.
    expect(writes.filter((r) => fieldsOf(r.body).length > 0).length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const route of writes) {
      const name = `${route.method} ${route.url}`;
      if (SKIP.has(name)) continue;
      const url = route.url.replace(/:[A-Za-z_]+/g, () => String(1 + Math.floor(random() * 3)));
      for (const { payload, raw } of bodies(fieldsOf(route.body), random)) {
        const before = await fingerprint();
        const request: InjectOptions = {
          method: route.method as InjectOptions['method'],
          url,
          headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
          payload: raw ?? JSON.stringify(payload ?? null),
        };
        const res = await logged.inject(request);
        const sent = (raw ?? JSON.stringify(payload)).slice(0, 120);
        if (res.statusCode >= 500) failures.push(`${name} ${sent} → ${res.statusCode} ${res.body}`);
        if (LEAK.test(res.body)) failures.push(`${name} ${sent} → leak ${res.body.slice(0, 200)}`);
        if (res.statusCode >= 400 && (await fingerprint()) !== before)
          failures.push(`${name} ${sent} → ${res.statusCode} but the database changed`);
      }
    }
    expect(failures).toEqual([]);
    const log = logLines.join('');
    expect(logLines.length).toBeGreaterThan(100);
    expect(log).not.toContain(admin.token);
    expect(log.match(LEAK)?.[0] ?? null).toBeNull();
    await ctx.expectLedgerBalanced();
    // One body after another over every write route (24 each on PostgreSQL): longer than a test's 30 s
    // on a loaded 2-core machine.
  }, 180_000);
});
