import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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
      const answer = await handle.db.execute(sql`select 1 as one`);
      expect((answer as unknown as { rows: { one: number }[] }).rows[0]?.one).toBe(1);
    } finally {
      await handle.close();
      await scratch.drop();
    }
  });
});
