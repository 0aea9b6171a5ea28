import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDb } from './client';
import { exclusively, LOCKS } from './exclusive';
import { leagueSettings } from './schema/index';

const adminUrl = process.env.TEST_DATABASE_URL;

async function dropWhenIdle(admin: pg.Client, name: string): Promise<void> {
  // A closed pool's sockets linger a moment; dropping with force before then kills them noisily.
  for (let i = 0; i < 50; i++) {
    const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
      name,
    ]);
    if ((rows[0] as { n: number }).n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}

// Instances starting together on one PostgreSQL (two containers behind a proxy): runs in test:pg.
describe.skipIf(!adminUrl)('instances starting together on one PostgreSQL', () => {
  it('migrate one after another, and run a bootstrap step once', async () => {
    const name = `liga_start_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    try {
      // Without the lock, concurrent migrations fail with "relation already exists".
      const handles = await Promise.all(
        [1, 2, 3].map(() => openDb({ databaseUrl: url.toString(), poolSize: 1 })),
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
      const applied = await handles[0]!.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect((applied as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
      for (const h of handles) await h.close();
    } finally {
      await dropWhenIdle(admin, name);
      await admin.end();
    }
  });
});
