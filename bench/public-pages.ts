/**
 * A public page under load (decisions 035, 043): GET /liga/tablas from the compiled server on a fresh
 * demo league (PGlite) against a bare Fastify answering the same bytes from memory, in one run on the
 * same machine (autocannon, 50 connections, brotli accepted as a browser does), the two measured in
 * turn twice so that a change of the machine's load falls on both. The bare server sends the brotli
 * body with content-type and cache-control only; ours sends the same body with its security headers,
 * CSP, ETag, vary and the version check of its cache (the header sizes are printed). Then an Admin
 * renames a team and the next GET must show it: the cached page is dropped on change, not served stale.
 * Run: npm run bench:public [seconds per target, default 6]   Ports: PORT_BENCH (default 3176, +1).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, serverIsStale, serverMain } from '../scripts/build-server.mjs';
import { compiled, measure, start, stop, until } from './load-kit';

const SECONDS = Number(process.argv[2] ?? 6);
const PORT = Number(process.env.PORT_BENCH ?? 3176);
const base = `http://127.0.0.1:${PORT}`;
const bare = `http://127.0.0.1:${PORT + 1}`;
const headers = { 'accept-encoding': 'br, gzip' };

if (serverIsStale()) await buildServer();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liga-public-bench-'));
const server = start([serverMain], {
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PORT: String(PORT),
  LOG_LEVEL: 'warn',
});
let baseline: ChildProcess | undefined;
try {
  await until(`${base}/api/ready`);
  // The page itself: the bare server answers the same HTML, compressed once as ours is.
  const page = await fetch(`${base}/liga/tablas`, { headers });
  const file = path.join(dataDir, 'tablas.html');
  fs.writeFileSync(file, await page.text());
  baseline = start([await compiled('bare-static')], { PORT: String(PORT + 1), BODY_FILE: file });
  await until(`${bare}/liga/tablas`);
  console.log(`/liga/tablas: ${page.status}, ${fs.statSync(file).size} bytes de HTML`);

  for (const [who, url] of [
    ['pelado', bare],
    ['servidor', base],
  ] as const) {
    const res = await fetch(`${url}/liga/tablas`, { headers });
    const size = [...res.headers].reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);
    console.log(`  cabeceras de ${who}: ${[...res.headers].length}, ${size} bytes`);
  }

  const rows: Awaited<ReturnType<typeof measure>>[] = [];
  for (let round = 1; round <= 2; round++) {
    rows.push(
      await measure(
        `${round}: Fastify pelado, HTML en memoria`,
        `${bare}/liga/tablas`,
        SECONDS,
        baseline,
        headers,
      ),
    );
    rows.push(
      await measure(`${round}: servidor, /liga/tablas`, `${base}/liga/tablas`, SECONDS, server, headers),
    );
  }
  const sum = (side: number, key: 'req/s' | 'cpu µs/req') =>
    rows.filter((_, i) => i % 2 === side).reduce((total, row) => total + row[key], 0);
  console.table(rows);
  console.log(`cociente: ${(sum(1, 'req/s') / sum(0, 'req/s')).toFixed(2)} (objetivo ≥ 0.8)`);
  console.log(
    `CPU por respuesta, pelado / servidor: ${(sum(0, 'cpu µs/req') / sum(1, 'cpu µs/req')).toFixed(2)}`,
  );

  // A change reaches the next visitor: an Admin renames the league's first team.
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@liga.test', password: 'password123' }),
  });
  const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const team = (await (await fetch(`${base}/api/teams/1`, { headers: auth })).json()) as Record<
    string,
    unknown
  >;
  const renamed = `Renombrado ${Date.now()}`;
  const put = await fetch(`${base}/api/teams/1`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ ...team, name: renamed }),
  });
  const after = await (await fetch(`${base}/liga/tablas`)).text();
  console.log(
    `tras renombrar un equipo (${put.status}): la página ${after.includes(renamed) ? 'lo muestra' : 'NO lo muestra'}`,
  );
  console.log(
    `load: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  if (baseline) await stop(baseline);
  await stop(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
