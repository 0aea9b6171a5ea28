/**
 * Throughput and tail latency over HTTP (autocannon, 50 connections, loopback), all targets in one
 * run so their ratios to the bare baseline are comparable on a shared machine: the bare Fastify+pg
 * baseline, the compiled server on a throwaway PostgreSQL (demo league) and on PGlite.
 * Run: npm run bench:http [seconds per target, default 6]
 * Ports: PORT_BENCH (default 3166, +1, +2), PGPORT (default 55448). Writes bench/results/http-*.json.
 * BENCH_SERVER_ROOT=<checkout> measures that checkout's server instead, run from its sources through
 * tsx (how `npm start` ran before decision 011): the before/after figures of the same script.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildServer, root, serverIsStale, serverMain } from '../scripts/build-server.mjs';

const SECONDS = Number(process.argv[2] ?? 6);
const CONNECTIONS = 50;
const BASE_PORT = Number(process.env.PORT_BENCH ?? 3166);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(url: string): Promise<void> {
  for (let i = 0; i < 900; i++) {
    if (
      await fetch(url).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return;
    await sleep(200);
  }
  throw new Error(`${url} no respondió`);
}

const otherRoot = process.env.BENCH_SERVER_ROOT;
const server = otherRoot
  ? { command: ['--import', 'tsx', path.join(otherRoot, 'apps/api/src/main.ts')], cwd: otherRoot }
  : { command: ['--enable-source-maps', serverMain], cwd: root };

function start(command: string[], env: Record<string, string>, cwd = root): ChildProcess {
  return spawn(process.execPath, command, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function login(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'manager1@liga.test', password: 'password123' }),
  });
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

interface Row {
  target: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
  'ratio to bare': number;
}

async function load(target: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers }); // warm-up
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const errors = r.errors + r.timeouts + r.non2xx;
  console.log(`  ${target}: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms`);
  return {
    target,
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    errors,
    'ratio to bare': 0,
  };
}

const ours = (label: string, base: string, headers: Record<string, string>, playerId: number) =>
  [
    [`ours on ${label}, GET /api/players/{id}`, `${base}/api/players/${playerId}`],
    [`ours on ${label}, GET /api/players?page=2`, `${base}/api/players?page=2`],
    [`ours on ${label}, GET /api/standings?tournament_id=1`, `${base}/api/standings?tournament_id=1`],
    [
      `ours on ${label}, GET /api/statistics/top?tournament_id=1`,
      `${base}/api/statistics/top?tournament_id=1`,
    ],
    [`ours on ${label}, GET /api/user`, `${base}/api/user`],
  ].map(
    ([target, url]) =>
      () =>
        load(target!, url!, headers),
  );

if (!otherRoot && serverIsStale()) await buildServer();
const loadBefore = os.loadavg();
const pgStart = execFileSync('bash', [path.join(root, 'scripts/pg-throwaway.sh'), 'start'], {
  env: { ...process.env, PGPORT: process.env.PGPORT ?? '55448' },
}).toString();
const pgTmp = /PGTMP=(\S+)/.exec(pgStart)![1]!;
const databaseUrl = /TEST_DATABASE_URL=(\S+)/.exec(pgStart)![1]!;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liga-bench-http-'));
const rows: Row[] = [];
try {
  const serverEnv = { HOST: '127.0.0.1', SEED_DEMO: 'true', AUTH_RATE_LIMIT: '100000', LOG_LEVEL: 'info' };
  // 1. ours on PostgreSQL (also seeds the demo league the bare baseline reads).
  const onPg = start(
    server.command,
    { ...serverEnv, DATABASE_URL: databaseUrl, PORT: String(BASE_PORT + 1), DATA_DIR: dataDir },
    server.cwd,
  );
  const pgBase = `http://127.0.0.1:${BASE_PORT + 1}`;
  await until(`${pgBase}/api/ready`);
  const pgHeaders = await login(pgBase);
  const [player] = (
    (await (await fetch(`${pgBase}/api/players?page=1`, { headers: pgHeaders })).json()) as {
      data: { id: number }[];
    }
  ).data;

  const bare = start(['--import', 'tsx', 'bench/bare-server.ts'], {
    DATABASE_URL: databaseUrl,
    PORT: String(BASE_PORT),
  });
  await until(`http://127.0.0.1:${BASE_PORT}/players/${player!.id}`);
  console.log('Midiendo…');
  rows.push(
    await load(
      'bare Fastify + pg, select * from players where id = $1',
      `http://127.0.0.1:${BASE_PORT}/players/${player!.id}`,
    ),
  );
  await stop(bare);
  for (const run of ours('PostgreSQL', pgBase, pgHeaders, player!.id)) rows.push(await run());
  await stop(onPg);

  // 2. ours on PGlite, the default.
  const onPglite = start(
    server.command,
    { ...serverEnv, DATABASE_URL: '', PORT: String(BASE_PORT + 2), DATA_DIR: dataDir },
    server.cwd,
  );
  const liteBase = `http://127.0.0.1:${BASE_PORT + 2}`;
  await until(`${liteBase}/api/ready`);
  const liteHeaders = await login(liteBase);
  for (const run of ours('PGlite', liteBase, liteHeaders, player!.id)) rows.push(await run());
  await stop(onPglite);
} finally {
  execFileSync('bash', [path.join(root, 'scripts/pg-throwaway.sh'), 'stop', pgTmp]);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const bare = rows[0]!['req/s'];
for (const row of rows) row['ratio to bare'] = Number((row['req/s'] / bare).toFixed(2));
console.table(rows);
const loadNote = `load before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' ')}`;
console.log(`${CONNECTIONS} connections, ${SECONDS} s per target after a 2 s warm-up; ${loadNote}`);
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
const out = path.join(root, 'bench/results', `http-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(
  out,
  JSON.stringify(
    {
      server: otherRoot ?? 'this checkout',
      rows,
      seconds: SECONDS,
      connections: CONNECTIONS,
      load: loadNote,
    },
    null,
    2,
  ),
);
