import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDb } from './client';
import { exclusively, LOCKS } from './exclusive';
import { scratchDb } from './scratch-db.test-kit';
import { leagueSettings } from './schema/index';

const adminUrl = process.env.TEST_DATABASE_URL;

// Instances starting together on one PostgreSQL (two containers behind a proxy): runs in test:pg.
describe.skipIf(!adminUrl)('instances starting together on one PostgreSQL', () => {
  it('migrate one after another, and run a bootstrap step once', async () => {
    const scratch = await scratchDb(adminUrl!, 'liga_start');
    try {
      // Without the lock, concurrent migrations fail with "relation already exists".
      const handles = await Promise.all(
        [1, 2, 3].map(() => openDb({ databaseUrl: scratch.url, poolSize: 1 })),
      );
      const seededBy: number[] = [];
      await Promise.all(
        handles.map((h, i) =>
          exclusively(h.db, LOCKS.bootstrap, async () => {
            const rows = await h.db.select().from(leagueSettings);
            if (rows.length > 0) return;
            await new Promise((resolve) => setTimeout(resolve, 50));
            await h.db.insert(leagueSettings).values({ key: 'seeded_by', value: String(i) });
            seededBy.push(i);
          }),
        ),
      );
      expect(seededBy).toHaveLength(1);
      const applied = await handles[0]!.db.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]!.n).toBeGreaterThan(0);
      for (const h of handles) await h.close();
    } finally {
      await scratch.drop();
    }
  });
});
