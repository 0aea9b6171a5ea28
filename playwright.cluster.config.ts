import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The cluster smoke (npm run test:cluster): the same browser settings as the e2e suite, against
 * two server instances on one PostgreSQL behind nginx (scripts/cluster-server.mjs).
 */
const port = Number(process.env.CLUSTER_PORT ?? 3230);
process.env.CLUSTER_PORT = String(port);
process.env.CLUSTER_APP_PORTS ??= `${port + 1},${port + 2}`;

export default defineConfig({
  ...base,
  testDir: './e2e/cluster',
  // Its own folder: Playwright empties its output folder first, and test-results/all-routes/ (the
  // screenshots of the main e2e run) must outlive this run in CI.
  outputDir: './test-results/cluster',
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  projects: [{ name: 'cluster', use: { ...base.use, baseURL: `http://127.0.0.1:${port}` } }],
  webServer: {
    command: 'node scripts/cluster-server.mjs',
    url: `http://127.0.0.1:${port}/api/ready`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    // SIGTERM, so that the script stops nginx, both instances and the throwaway PostgreSQL.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
