import { afterAll, beforeAll, beforeEach } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDb, type Db, type DbHandle } from '@liga/db';
import { createRunDatabase } from '../../test/databases';

/**
 * A migrated database of the import tests' own, without the app: in-memory PGlite, or a fresh
 * database on TEST_DATABASE_URL's server (dropped by the run's teardown, decision 033). Emptied
 * before each test.
 */
export function useLegacyDb(): { db: () => Db; url: () => string | null } {
  let handle: DbHandle | undefined;
  let url: string | null = null;
  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) {
      handle = await openDb({ dataDir: 'memory://' });
      return;
    }
    url = await createRunDatabase(adminUrl);
    handle = await openDb({ databaseUrl: url, poolSize: 4 });
  }, 120_000);
  beforeEach(async () => {
    const { rows } = await handle!.db.execute<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '%drizzle%'`,
    );
    await handle!.db.execute(
      sql.raw(`truncate ${rows.map((r) => `"${r.tablename}"`).join(', ')} restart identity cascade`),
    );
  });
  afterAll(() => handle?.close());
  return { db: () => handle!.db, url: () => url };
}
