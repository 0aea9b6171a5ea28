/**
 * What the HTTP benchmarks share: start a child server, wait for it, load it with autocannon after a
 * warm-up of the same length, stop it; and the bare baselines compiled to plain JavaScript, so that
 * no loader (tsx) sits between Node and the baseline's code while it is measured.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { onSseMessages } from '../apps/api/src/test/sse.test-kit';
import { root, serverMain } from '../scripts/build-server.mjs';

export const CONNECTIONS = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `url` answers below 500 (a 401 of a guarded route means the server is up). */
export async function until(url: string): Promise<void> {
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

export function start(command: string[], env: Record<string, string>, cwd = root): ChildProcess {
  return spawn(process.execPath, command, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * The built server (scripts/build-server.mjs) on 127.0.0.1:`port` over `databaseUrl`, logging warnings
 * only, with a data folder of its own (liga-`name`-…); `env` adds or overrides its settings.
 */
export function startServer(
  name: string,
  port: number,
  databaseUrl: string,
  env: Record<string, string>,
): ChildProcess {
  return start(['--enable-source-maps', serverMain], {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `liga-${name}-`)),
    ...env,
  });
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** bench/<name>.ts bundled to plain JavaScript beside node_modules (so its packages resolve). */
export async function compiled(name: string): Promise<string> {
  const esbuild = await import('esbuild');
  const outfile = path.join(root, 'node_modules/.cache/liga-bench', `${name}.mjs`);
  await esbuild.build({
    entryPoints: [path.join(root, 'bench', `${name}.ts`)],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    logLevel: 'warning',
  });
  fs.mkdirSync(path.dirname(outfile), { recursive: true });
  return outfile;
}

export interface Measured {
  target: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  /** CPU time of the server's process per answer: what other programs on the machine disturb least. */
  'cpu µs/req': number;
  errors: number;
}

/** User + system CPU of a process so far, in microseconds (Linux /proc; 0 elsewhere). */
function cpuMicros(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of proc(5), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return 0;
  }
}

/** `seconds` of load after a warm-up as long, at 50 connections; `server` is the answering process. */
export async function measure(
  target: string,
  url: string,
  seconds: number,
  server: ChildProcess,
  headers: Record<string, string> = {},
): Promise<Measured> {
  await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  const cpuBefore = cpuMicros(server.pid);
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  const row = {
    target,
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    'cpu µs/req': Math.round((cpuMicros(server.pid) - cpuBefore) / Math.max(1, r.requests.total)),
    errors: r.errors + r.timeouts + r.non2xx,
  };
  console.log(
    `  ${target}: ${row['req/s']} req/s, p99 ${row['p99 ms']} ms, ${row['cpu µs/req']} µs CPU/req, errores ${row.errors}`,
  );
  return row;
}

/**
 * A server-sent event stream: `onEvent` gets the JSON data of each event of that name as it arrives
 * (the benchmarks time the arrival there). Resolves once the server answered 200; `close` ends it.
 */
export function openSse(
  url: string,
  event: string,
  onEvent: (data: unknown) => void,
): Promise<{ close: () => void }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream ${res.statusCode}`));
      onSseMessages(res, (message) => {
        if (message.event === event) onEvent(message.data);
      });
      resolve({ close: () => res.destroy() });
    });
    req.on('error', reject);
  });
}

/** A throwaway PostgreSQL (scripts/pg-throwaway.sh) on PGPORT, else `port`: its URL and its folder. */
export function throwawayPg(port: string): { databaseUrl: string; stop: () => void } {
  const script = path.join(root, 'scripts/pg-throwaway.sh');
  const started = execFileSync('bash', [script, 'start'], {
    env: { ...process.env, PGPORT: process.env.PGPORT ?? port },
  }).toString();
  const pgTmp = /PGTMP=(\S+)/.exec(started)![1]!;
  return {
    databaseUrl: /TEST_DATABASE_URL=(\S+)/.exec(started)![1]!,
    stop: () => void execFileSync('bash', [script, 'stop', pgTmp]),
  };
}

/** Waits until an instance answers /api/ready (its database migrated), every 200 ms, `tries` times. */
export async function untilReady(base: string, tries: number): Promise<void> {
  for (
    let i = 0;
    !(await fetch(`${base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    if (i > tries) throw new Error(`${base} no arrancó`);
    await sleep(200);
  }
}
