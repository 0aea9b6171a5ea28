/**
 * Throughput and tail latency over HTTP (autocannon, 50 connections, loopback), all targets in one
 * run so their ratios to the bare baseline are comparable on a shared machine: the bare Fastify+pg
 * baseline (bench/bare-server.ts, compiled to plain JavaScript), then the compiled server as
 * production runs it (NODE_ENV=production, its JSON request log) on a throwaway PostgreSQL (demo
 * league) and on PGlite. Every target is loaded once as a warm-up, then measured; each PostgreSQL
 * target then gets 2 s more to count its database statements per request (pg_stat_database).
 * Run: npm run bench:http [seconds per target and per warm-up, default 6]
 * Ports: PORT_BENCH (default 3166, +1, +2), PGPORT (default 55448). Writes bench/results/http-*.json.
 * BENCH_SERVER_ROOT=<checkout> measures that checkout's server instead, run from its sources through
 * tsx (how `npm start` ran before decision 011): the before/after figures of the same script.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildServer, root, serverIsStale, serverMain } from '../scripts/build-server.mjs';
import { CONNECTIONS, compiled, measure, start, stop, throwawayPg, until, type Measured } from './load-kit';

const SECONDS = Number(process.argv[2] ?? 6);
const BASE_PORT = Number(process.env.PORT_BENCH ?? 3166);
const ROUTES = ['/api/players/{id}', '/api/players?page=2', '/api/standings?tournament_id=1', '/api/user'];

const otherRoot = process.env.BENCH_SERVER_ROOT;
const server = otherRoot
  ? { command: ['--import', 'tsx', path.join(otherRoot, 'apps/api/src/main.ts')], cwd: otherRoot }
  : { command: [serverMain], cwd: root };

async function login(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'manager1@liga.test', password: 'password123' }),
  });
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

type Row = Measured & { ratio: number; 'queries/req'?: number };
const rows: Row[] = [];
const measured = async (
  target: string,
  url: string,
  server: ChildProcess,
  headers?: Record<string, string>,
) => rows.push({ ...(await measure(target, url, SECONDS, server, headers)), ratio: 0 });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Statements the server ran per request over 2 s of the same load: each statement outside a
 * transaction is one commit in pg_stat_database, whose counts a backend reports within a second.
 */
async function queriesPerRequest(databaseUrl: string, url: string, headers: Record<string, string>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const commits = async () => {
    await sleep(1200);
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query<{ n: string }>(
      'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0]!.n);
  };
  try {
    const before = await commits();
    const r = await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
    // Less this client's own two statements of the second count.
    return Number((((await commits()) - before - 2) / Math.max(1, r.requests.total)).toFixed(3));
  } finally {
    await client.end();
  }
}

async function ours(
  label: string,
  base: string,
  server: ChildProcess,
  playerId: number,
  databaseUrl?: string,
): Promise<void> {
  const headers = await login(base);
  for (const route of ROUTES) {
    const url = base + route.replace('{id}', String(playerId));
    await measured(`${label} GET ${route}`, url, server, headers);
    if (databaseUrl) rows.at(-1)!['queries/req'] = await queriesPerRequest(databaseUrl, url, headers);
  }
}

if (!otherRoot && serverIsStale()) await buildServer();
const bareMain = await compiled('bare-server');
const loadBefore = os.loadavg();
const throwaway = throwawayPg('55448');
const databaseUrl = throwaway.databaseUrl;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liga-bench-http-'));
try {
  const serverEnv = {
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
    AUTH_RATE_LIMIT: '100000',
  };
  // 1. ours on PostgreSQL (also seeds the demo league the bare baseline reads).
  const onPg = start(
    server.command,
    { ...serverEnv, DATABASE_URL: databaseUrl, PORT: String(BASE_PORT + 1), DATA_DIR: dataDir },
    server.cwd,
  );
  const pgBase = `http://127.0.0.1:${BASE_PORT + 1}`;
  await until(`${pgBase}/api/ready`);
  const page = await fetch(`${pgBase}/api/players?page=1`, { headers: await login(pgBase) });
  const playerId = ((await page.json()) as { data: { id: number }[] }).data[0]!.id;

  const bare = start([bareMain], { DATABASE_URL: databaseUrl, PORT: String(BASE_PORT) });
  await until(`http://127.0.0.1:${BASE_PORT}/players/${playerId}`);
  console.log('Midiendo…');
  // Before and after our PostgreSQL targets: the ratio is to their mean, so that a neighbour's load
  // that came or went during the run weighs on both sides.
  const bareUrl = `http://127.0.0.1:${BASE_PORT}/players/${playerId}`;
  await measured('bare Fastify + pg (10), player by id', bareUrl, bare);
  await ours('PostgreSQL', pgBase, onPg, playerId, databaseUrl);
  await measured('bare Fastify + pg (10), player by id, again', bareUrl, bare);
  await stop(bare);
  await stop(onPg);

  // 2. ours on PGlite, the default.
  const onPglite = start(
    server.command,
    { ...serverEnv, DATABASE_URL: '', PORT: String(BASE_PORT + 2), DATA_DIR: dataDir },
    server.cwd,
  );
  const liteBase = `http://127.0.0.1:${BASE_PORT + 2}`;
  await until(`${liteBase}/api/ready`);
  await ours('PGlite', liteBase, onPglite, playerId);
  await stop(onPglite);
} finally {
  throwaway.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const bares = rows.filter((r) => r.target.startsWith('bare'));
const bare = bares.reduce((sum, r) => sum + r['req/s'], 0) / bares.length;
for (const row of rows) row.ratio = Number((row['req/s'] / bare).toFixed(2));
console.table(rows);
// The bars this benchmark holds the server to.
const row = (target: string) => rows.find((r) => r.target === target)!;
const checks = [
  ...ROUTES.map((route, i) => {
    const r = row(`PostgreSQL GET ${route}`);
    const min = i === 0 ? 0.8 : 0.6;
    const ok = r.ratio >= min && (i > 0 || r['p99 ms'] < 15);
    return `${ok ? 'ok  ' : 'FAIL'} PostgreSQL ${route}: ${r.ratio} ≥ ${min}${i === 0 ? `, p99 ${r['p99 ms']} < 15 ms` : ''}`;
  }),
  ...ROUTES.map((route) => {
    const r = row(`PGlite GET ${route}`);
    return `${r['p99 ms'] <= 25 ? 'ok  ' : 'FAIL'} PGlite ${route}: p99 ${r['p99 ms']} ≤ 25 ms`;
  }),
  ...rows.filter((r) => r.errors > 0).map((r) => `FAIL ${r.target}: ${r.errors} errores`),
];
console.log(checks.join('\n'));
const loadNote = `load before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' ')}`;
console.log(`${CONNECTIONS} connections, ${SECONDS} s per target after a ${SECONDS} s warm-up; ${loadNote}`);
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
const out = path.join(root, 'bench/results', `http-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(
  out,
  JSON.stringify(
    {
      server: otherRoot ?? 'this checkout',
      rows,
      checks,
      seconds: SECONDS,
      connections: CONNECTIONS,
      load: loadNote,
    },
    null,
    2,
  ),
);
