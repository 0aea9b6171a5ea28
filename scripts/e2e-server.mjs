// The server the e2e suite drives: the compiled server (npm run test:e2e builds it first) on a fresh
// embedded database with the demo league, test routes on. E2E_EMPTY=true: an empty league with only its
// Admin (the legacy import's flow, e2e/import.spec.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const empty = process.env.E2E_EMPTY === 'true';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liga-e2e-'));
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: process.env.E2E_PORT ?? '3210',
    HOST: '127.0.0.1',
    SEED_DEMO: empty ? 'false' : 'true',
    ...(empty ? { ADMIN_EMAIL: 'admin@liga.test', ADMIN_PASSWORD: 'importar-la-liga-anterior' } : {}),
    ENABLE_TEST_ROUTES: 'true',
    AUTH_RATE_LIMIT: '1000',
    // Every screen holds the notification stream open, and the flows share the demo accounts across many
    // browsers at once: more than one person's tabs (the limit itself is tested in the API suite).
    STREAMS_PER_USER: '50',
    LOG_LEVEL: 'warn',
  },
});
const stop = (signal) => server.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
