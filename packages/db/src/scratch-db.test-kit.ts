import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDb {
  name: string;
  /** postgres:// URL of the new, empty database. */
  url: string;
  /** A connection to the server as TEST_DATABASE_URL gives it (to watch or cut the others). */
  admin: pg.Client;
  /** Drops the database once its connections are gone, and closes `admin`. */
  drop: () => Promise<void>;
}

/** An empty database of its own on the test PostgreSQL (TEST_DATABASE_URL), for tests that need one. */
export async function scratchDb(adminUrl: string, prefix: string): Promise<ScratchDb> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    // A closed pool's sockets linger a moment; dropping with force before then kills them noisily.
    for (let i = 0; i < 50; i++) {
      const { rows } = await admin.query(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if ((rows[0] as { n: number }).n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  return { name, url: url.toString(), admin, drop };
}
