import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDb } from './client';

const adminUrl = process.env.TEST_DATABASE_URL;

// A PostgreSQL restart or failover closes the pool's idle connections: runs in test:pg.
describe.skipIf(!adminUrl)('a pooled connection PostgreSQL closes', () => {
  it('is reported and replaced: the process stays up and the next query answers', async () => {
    const name = `liga_lost_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const lost: Error[] = [];
    const handle = await openDb({
      databaseUrl: url.toString(),
      poolSize: 2,
      migrate: false,
      onConnectionLost: (error) => lost.push(error),
    });
    try {
      await handle.db.execute(sql`select 1`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await expect.poll(() => lost.length).toBeGreaterThan(0);
      expect(lost[0]!.message).toMatch(/terminating connection/);
      const answer = await handle.db.execute(sql`select 1 as one`);
      expect((answer as unknown as { rows: { one: number }[] }).rows[0]?.one).toBe(1);
    } finally {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
