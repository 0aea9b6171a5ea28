import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by global-setup.ts: names this run's PostgreSQL test databases. */
    testRunId: string;
  }
}

/** `liga_test_<run>_`: every PostgreSQL database of this test run starts so; the teardown drops them. */
export const testDatabasePrefix = () => `liga_test_${inject('testRunId')}_`;

/** Creates a database of this run on the server of `adminUrl` (TEST_DATABASE_URL): its URL. */
export async function createRunDatabase(adminUrl: string): Promise<string> {
  const name = `${testDatabasePrefix()}${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
