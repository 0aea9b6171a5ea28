import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD, fingerprint, openDb, pgPoolOf, seedDemoLeague, type DbHandle } from '@liga/db';
import { buildApp } from '../../app';
import { loadEnv } from '../../env';
import { migrateToPostgres } from './migrate-postgres';
import { hashPassword } from '../../lib/passwords';
import { createTestContext, type TestContext } from '../../test/context.test-kit';

const env = loadEnv({ LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '1000' });
const secret = 'secreto-de-pruebas-0123456789';

// Needs a PostgreSQL server: runs in `npm run test:pg` (and CI), where the context is PostgreSQL.
describe.skipIf(!process.env.TEST_DATABASE_URL)('npm run migrate:postgres', () => {
  let source: DbHandle;
  let target: TestContext;
  beforeAll(async () => {
    source = await openDb({ dataDir: 'memory://' });
    await seedDemoLeague(source.db, { passwordHash: await hashPassword(DEMO_PASSWORD) });
    target = await createTestContext();
  });
  afterAll(async () => {
    await source.close();
    await target.close();
  });

  it('moves the demo league with its ids, sequences, ledger and tokens, and refuses to do it twice', async () => {
    const embedded = await buildApp({ db: source.db, env, secret, logger: false });
    const login = await embedded.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'manager1@liga.test', password: DEMO_PASSWORD },
    });
    const token = login.json<{ token: string }>().token;
    const me = (
      await embedded.inject({
        method: 'GET',
        url: '/api/user',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json<{ id: number; profits: number }>();
    await embedded.close();
    const before = await fingerprint(source.db);

    const url = pgPoolOf(target.db)!.options.connectionString!;
    const result = await migrateToPostgres(source.db, url);
    expect(result.ledgerUsers).toBeGreaterThan(30);
    expect(result.tables.find((t) => t.table === 'budget_movements')!.rows).toBeGreaterThan(20);
    expect(await fingerprint(target.db)).toEqual(before);
    await target.expectLedgerBalanced();

    // The same token works against PostgreSQL, and new rows continue the ids where they stopped.
    const again = await target.request(token, { method: 'GET', url: '/api/user' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: me.id, profits: me.profits });
    const [max] = (await target.db.execute<{ id: number }>(sql`select max(id)::int as id from users`)).rows;
    const created = await target.createUser({ rol: 'visitante' });
    expect(created.id).toBe(max!.id + 1);

    await expect(migrateToPostgres(source.db, url)).rejects.toThrow(/ya tiene datos/);
  });
});
