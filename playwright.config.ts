import { defineConfig, devices } from '@playwright/test';
import { debianChromium } from './e2e/chromium';

const port = Number(process.env.E2E_PORT ?? 3210);

// The route visits take their own screenshot each; a trace per failure would cost more than it tells.
const routeVisits = { trace: 'off', screenshot: 'off', launchOptions: debianChromium } as const;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // The flows share one server and its clock: one at a time (each project's `workers: 1`). The
  // all-routes visits only read, so they take both workers.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PW_JSON_OUTPUT
    ? [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT }]]
    : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: debianChromium,
  },
  projects: [
    {
      name: 'desktop',
      // e2e/cluster/ runs against two instances behind nginx: playwright.cluster.config.ts.
      testIgnore: [/.*\.phone\.spec\.ts/, /[\\/]cluster[\\/]/, /all-routes\.spec\.ts/],
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions: debianChromium },
    },
    {
      name: 'phone',
      testMatch: /.*\.phone\.spec\.ts/,
      workers: 1,
      use: {
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
        launchOptions: debianChromium,
      },
    },
    // Every route as every role at a phone's and a laptop's size (e2e/all-routes.spec.ts).
    {
      name: 'routes-phone',
      testMatch: /all-routes\.spec\.ts/,
      workers: 2,
      use: {
        ...routeVisits,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        launchOptions: debianChromium,
      },
    },
    {
      name: 'routes-desktop',
      testMatch: /all-routes\.spec\.ts/,
      workers: 2,
      use: { ...routeVisits, viewport: { width: 1366, height: 800 } },
    },
  ],
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${port}/api/config`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      // SIGTERM lets the server close its database and the script remove its data folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    // A demo league of its own for the season close's flow (e2e/season-close.phone.spec.ts): closing makes
    // the next season active for a while, and a flow beside it would create its tournament there.
    {
      command: 'node scripts/e2e-server.mjs',
      env: { E2E_PORT: String(port + 2) },
      url: `http://127.0.0.1:${port + 2}/api/config`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    // An empty league with only its Admin, for the legacy import's flow (e2e/import.spec.ts).
    {
      command: 'node scripts/e2e-server.mjs',
      env: { E2E_EMPTY: 'true', E2E_PORT: String(port + 1) },
      url: `http://127.0.0.1:${port + 1}/api/config`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
