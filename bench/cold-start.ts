/**
 * Cold start of the compiled server on an existing data folder: time from spawning `node
 * apps/api/dist/main.js` to the first 200 of /api/ready, then of an authenticated API call.
 * The first run creates the folder with the demo league and is not counted.
 * Run: npm run bench:cold-start [runs]   (PORT_BENCH, default 3163; DATA_DIR_BENCH to reuse a folder)
 * BENCH_SERVER_ROOT=<checkout>: that checkout's sources through tsx, ready at its first answer of
 * /api/config (before decision 011: no build, no /api/ready).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, root, serverIsStale, serverMain } from '../scripts/build-server.mjs';

const RUNS = Number(process.argv[2] ?? 5);
const PORT = Number(process.env.PORT_BENCH ?? 3163);
const dataDir = process.env.DATA_DIR_BENCH ?? fs.mkdtempSync(path.join(os.tmpdir(), 'liga-cold-'));
const base = `http://127.0.0.1:${PORT}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(url: string, init?: RequestInit): Promise<void> {
  for (;;) {
    const ok = await fetch(url, init).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(5);
  }
}

const otherRoot = process.env.BENCH_SERVER_ROOT;
const server = otherRoot
  ? { command: ['--import', 'tsx', path.join(otherRoot, 'apps/api/src/main.ts')], cwd: otherRoot }
  : { command: ['--enable-source-maps', serverMain], cwd: root };
const readyPath = otherRoot ? '/api/config' : '/api/ready';

async function run(): Promise<{ ready: number; firstCall: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, server.command, {
    cwd: server.cwd,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(PORT), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await until(`${base}${readyPath}`);
  const ready = performance.now() - started;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'manager1@liga.test', password: 'password123' }),
  });
  const { token } = (await login.json()) as { token: string };
  await until(`${base}/api/players?page=1`, { headers: { authorization: `Bearer ${token}` } });
  const firstCall = performance.now() - started;
  child.kill('SIGTERM');
  await exited;
  return { ready, firstCall };
}

if (!otherRoot && serverIsStale()) await buildServer();
await run(); // creates the folder and the demo league
const runs = [];
for (let i = 0; i < RUNS; i++) runs.push(await run());
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.table(
  runs.map((r, i) => ({
    run: i + 1,
    'ready ms': Math.round(r.ready),
    'first API answer ms': Math.round(r.firstCall),
  })),
);
console.log(
  `median: ready ${Math.round(median(runs.map((r) => r.ready)))} ms, first API answer ${Math.round(
    median(runs.map((r) => r.firstCall)),
  )} ms  (load: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')})`,
);
if (!process.env.DATA_DIR_BENCH) fs.rmSync(dataDir, { recursive: true, force: true });
