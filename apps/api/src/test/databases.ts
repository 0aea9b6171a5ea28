import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by global-setup.ts: names this run's PostgreSQL test databases. */
    testRunId: string;
  }
}

/** `liga_test_<run>_`: every PostgreSQL database of this test run starts so; the teardown drops them. */
export const testDatabasePrefix = () => `liga_test_${inject('testRunId')}_`;
