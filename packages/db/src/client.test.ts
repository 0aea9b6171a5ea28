import { sql } from 'drizzle-orm';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { openDb } from './client';
import { scratchDb } from './scratch-db.test-kit';

const adminUrl = process.env.TEST_DATABASE_URL;

// A PostgreSQL restart or failover closes the pool's idle connections: runs in test:pg.
describe.skipIf(!adminUrl)('a pooled connection PostgreSQL closes', () => {
  it('is reported and replaced: the process stays up and the next query answers', async () => {
    const scratch = await scratchDb(adminUrl!, 'liga_lost');
    const lost: Error[] = [];
    const handle = await openDb({
      databaseUrl: scratch.url,
      poolSize: 2,
      migrate: false,
      onConnectionLost: (error) => lost.push(error),
    });
    try {
      await handle.db.execute(sql`select 1`);
      await scratch.admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
        scratch.name,
      ]);
      await expect.poll(() => lost.length).toBeGreaterThan(0);
      expect(lost[0]!.message).toMatch(/terminating connection/);
      const answer = await handle.db.execute<{ one: number }>(sql`select 1 as one`);
      expect(answer.rows[0]?.one).toBe(1);
    } finally {
      await handle.close();
      await scratch.drop();
    }
  });
});

// The raw query API is typed on both drivers (db-type.ts): callers read `rows` without a cast.
describe('execute<Row>', () => {
  const drivers = [
    { name: 'PGlite', open: () => openDb({ dataDir: 'memory://', migrate: false }), skip: false },
    {
      name: 'PostgreSQL',
      open: () => openDb({ databaseUrl: adminUrl!, poolSize: 1, migrate: false }),
      skip: !adminUrl,
    },
  ];
  for (const driver of drivers)
    it.skipIf(driver.skip)(`answers { rows: Row[] } on ${driver.name}`, async () => {
      const handle = await driver.open();
      try {
        const result = await handle.db.execute<{ one: number; word: string }>(
          sql`select 1 as one, 'uno' as word union all select 2, 'dos' order by 1`,
        );
        expectTypeOf(result.rows).toEqualTypeOf<{ one: number; word: string }[]>();
        expect(result.rows).toEqual([
          { one: 1, word: 'uno' },
          { one: 2, word: 'dos' },
        ]);
        const tx = await handle.db.transaction(async (t) => t.execute<{ n: number }>(sql`select 3 as n`));
        expectTypeOf(tx.rows).toEqualTypeOf<{ n: number }[]>();
        expect(tx.rows).toEqual([{ n: 3 }]);
      } finally {
        await handle.close();
      }
    });
});
