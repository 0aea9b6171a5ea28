import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * Names the run for its PostgreSQL test databases (one per worker, shared by its files) and drops
 * them when every worker has finished: workers end without a chance to clean up after themselves.
 */
export default function setup(project: TestProject): () => Promise<void> {
  const runId = randomBytes(3).toString('hex');
  project.provide('testRunId', runId);
  return async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`liga\\_test\\_${runId}\\_%`],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await admin.end();
    }
  };
}
