import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { ledgerMismatches, moveMoney, openDb, users, type Db, type DbHandle } from '@liga/db';
import { createRunDatabase } from './databases';
import type { Role } from '@liga/domain';
import { buildApp } from '../app';
import { issueToken } from '../features/auth/service';
import { loadEnv, type Env } from '../env';
import { Clock } from '../lib/clock';
import { hashPassword } from '../lib/passwords';
import { PG_DEADLOCK, pgErrorCode } from '../lib/pg-errors';

export const TEST_PASSWORD = 'secreto-de-prueba';
export const TEST_SECRET = 'secreto-de-pruebas-0123456789';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  clock: Clock;
  /** Empties every table between tests (one database per test file, decision 033). */
  reset: () => Promise<void>;
  createUser: (input: {
    rol: Role;
    name?: string;
    email?: string;
    profits?: number;
  }) => Promise<{ id: number; email: string }>;
  /** Logs in through the API and returns the bearer token. */
  tokenFor: (email: string, password?: string) => Promise<string>;
  /** A user of that role with a session token (as a login issues it), ready to call the API. */
  actor: (
    rol: Role,
    extra?: { name?: string; profits?: number },
  ) => Promise<{ id: number; email: string; token: string }>;
  request: (token: string | undefined, options: InjectOptions) => Promise<LightMyRequestResponse>;
  expectLedgerBalanced: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * Opens a test database: in-memory PGlite by default, or a fresh database on the server named by
 * TEST_DATABASE_URL (npm run test:pg), named after this test run so the run's teardown drops it.
 */
async function openTestDb(): Promise<DbHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDb({ dataDir: 'memory://' });
  return openDb({ databaseUrl: await createRunDatabase(adminUrl), poolSize: 30 });
}

let shared: ReturnType<typeof openTestDb> | undefined;

/**
 * One database per test worker, shared by every file the worker runs (the API project runs with
 * `isolate: false`): opening PGlite and migrating take seconds, truncating takes milliseconds.
 * Each context starts from empty tables; files never run at the same time within a worker.
 */
const sharedTestDb = () => (shared ??= openTestDb());

export async function createTestContext(envOverrides: Record<string, string> = {}): Promise<TestContext> {
  const handle = await sharedTestDb();
  const env: Env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '1000',
    SEED_DEMO: 'false',
    ...envOverrides,
  });
  const clock = new Clock();
  const app = await buildApp({
    db: handle.db,
    env,
    clock,
    secret: TEST_SECRET,
    logger: false,
  });
  await app.ready();
  const passwordHash = await hashPassword(TEST_PASSWORD);
  let counter = 0;

  const tables = await handle.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '%drizzle%'`,
  );
  const tableNames = tables.rows.map((r) => `"${r.tablename}"`);
  // The app's background work (the outbox's poll, the scheduler) may be reading a table while the
  // truncate locks them all, in another order: PostgreSQL then aborts one of the two as a deadlock.
  // The truncate is simply tried again.
  const truncate = async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await handle.db.execute(sql.raw(`truncate ${tableNames.join(', ')} restart identity cascade`));
      } catch (error) {
        if (pgErrorCode(error) !== PG_DEADLOCK || attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  };
  await truncate(); // whatever the worker's previous file left

  const ctx: TestContext = {
    app,
    db: handle.db,
    clock,
    reset: async () => {
      clock.reset();
      await truncate();
    },
    createUser: async ({ rol, name, email, profits = 0 }) => {
      counter += 1;
      const address = email ?? `u${counter}-${rol.replace(/\s+/g, '').toLowerCase()}@test.local`;
      const id = await handle.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ name: name ?? `Usuario ${counter}`, email: address, rol, passwordHash })
          .returning({ id: users.id });
        if (profits)
          await moveMoney(tx, {
            userId: row!.id,
            amount: profits,
            reason: 'admin_adjustment',
            allowNegative: true,
          });
        return row!.id;
      });
      return { id, email: address };
    },
    tokenFor: async (email, password = TEST_PASSWORD) => {
      const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.body}`);
      return res.json().token as string;
    },
    // The session a login would open, without the login: an argon2 check costs ~15 ms of CPU and
    // the suite creates thousands of actors (decision 011). Logging in itself is tested with tokenFor.
    actor: async (rol, extra = {}) => {
      const user = await ctx.createUser({ rol, ...extra });
      return { ...user, token: await issueToken(handle.db, user.id, clock.now()) };
    },
    request: (token, options) =>
      app.inject({
        ...options,
        headers: { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    expectLedgerBalanced: async () => {
      const mismatches = await ledgerMismatches(handle.db);
      if (mismatches.length > 0) throw new Error(`ledger out of balance: ${JSON.stringify(mismatches)}`);
    },
    // The database stays open for the worker's next file; the run's teardown drops PostgreSQL ones.
    close: () => app.close(),
  };
  return ctx;
}

export interface UseTestContextOptions {
  /** Environment overrides; a function is read when the context opens (after earlier beforeAll hooks). */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Empty every table before each test (default). Off for files whose tests only read what beforeAll made. */
  resetEachTest?: boolean;
}

/**
 * One test file's context: opens it in beforeAll, closes it in afterAll and empties the tables before
 * each test, so a file writes `const ctx = useTestContext();` instead of the setup block. The
 * returned object reads through to the context once it is open; its own beforeEach hooks run after
 * the reset, in the order they are written.
 */
export function useTestContext(options: UseTestContextOptions = {}): TestContext {
  let current: TestContext | undefined;
  beforeAll(async () => {
    current = await createTestContext(typeof options.env === 'function' ? options.env() : options.env);
  });
  afterAll(() => current?.close());
  if (options.resetEachTest !== false) beforeEach(() => current!.reset());
  return new Proxy({} as TestContext, {
    get(_, key) {
      if (!current)
        throw new Error('useTestContext: the context opens in beforeAll; use it inside hooks and tests.');
      return current[key as keyof TestContext];
    },
  });
}

/**
 * `const K = useKit(ctx, betKit)`: a feature's kit (its actors, rows and calls) built afresh before
 * each test, after the context's reset; like the context, the returned object reads through to it.
 */
export function useKit<K extends object>(ctx: TestContext, make: (ctx: TestContext) => Promise<K>): K {
  let current: K | undefined;
  beforeEach(async () => {
    current = await make(ctx);
  });
  return new Proxy({} as K, {
    get(_, key) {
      if (!current) throw new Error('useKit: the kit is built in beforeEach; use it inside hooks and tests.');
      return current[key as keyof K];
    },
  });
}

/**
 * A second server instance on the file's database and clock (tokens were issued at its time), ready in
 * beforeAll and closed in afterAll: the other side of a cluster test, as behind a load balancer.
 * Reads through like the context.
 */
export function useOtherInstance(
  ctx: TestContext,
  envOverrides: Record<string, string> = {},
): FastifyInstance {
  let current: FastifyInstance | undefined;
  beforeAll(async () => {
    current = await buildApp({
      db: ctx.db,
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...envOverrides }),
      clock: ctx.clock,
      secret: TEST_SECRET,
      logger: false,
    });
    await current.ready();
  });
  afterAll(() => current?.close());
  return new Proxy({} as FastifyInstance, {
    get(_, key) {
      if (!current) throw new Error('useOtherInstance: the instance opens in beforeAll.');
      const value = current[key as keyof FastifyInstance];
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(current) : value;
    },
  });
}

type Refused = { statusCode: number; json: () => { message: string } };

/**
 * `expectRefused(res, before, status, message)` for a kit whose `state()` snapshots what a refusal
 * must leave alone (balances, rows, the ledger): the answer has that status and Spanish message, the
 * state is as before, and the ledger still balances.
 */
export function refusalCheck<S>(ctx: TestContext, state: () => Promise<S>) {
  return async (res: Refused, before: S, status: number, message: string): Promise<void> => {
    expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await state()).toEqual(before);
    await ctx.expectLedgerBalanced();
  };
}

/**
 * `expectCallRefused(() => call, status, message)`: refusalCheck for the common case, snapshotting the
 * state itself just before the call.
 */
export function callRefusalCheck<S>(ctx: TestContext, state: () => Promise<S>) {
  const expectRefused = refusalCheck(ctx, state);
  return async (call: () => Promise<Refused>, status: number, message: string): Promise<void> => {
    const before = await state();
    await expectRefused(await call(), before, status, message);
  };
}
