/**
 * The recognition queue under a burst, against a running server on the demo league (decision 010):
 * peak and idle resident memory of the server process, how each request was answered, /api/health's
 * worst latency, and how long an Organizador's one real capture takes alone and during each burst.
 * Run: npm run bench:ocr -- --burst   (PORT_BENCH, default 3165; BENCH_IDLE_S, default 30;
 * BENCH_PHASES=2 or 1,3: only those bursts, as a server still busy with one answers the next with 503)
 * BENCH_SERVER_ROOT=<checkout>: that checkout's server from its sources through tsx (the "before").
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { buildServer, root, serverIsStale, serverMain } from '../../scripts/build-server.mjs';
import { FIXTURES_DIR } from './generate';
import { rgbPng } from './png';

const PORT = Number(process.env.PORT_BENCH ?? 3165);
const IDLE_S = Number(process.env.BENCH_IDLE_S ?? 30);
const PHASES = (process.env.BENCH_PHASES ?? '1,2,3').split(',').map(Number);
const base = `http://127.0.0.1:${PORT}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A PNG of one pixel per row: 39,000,000 rows are about 150 KB, and a decode pays per row. */
function stripPng(height: number): Buffer {
  const rows = Buffer.alloc(height * 4);
  for (let i = 0; i < rows.length; i += 4) rows.set([0, 31, 111, 63], i);
  return rgbPng(1, height, deflateSync(rows, { level: 9 }));
}

const otherRoot = process.env.BENCH_SERVER_ROOT;
const rssKb = (pid: number, field = 'VmRSS') => {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(field));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0);
};

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const login = async (email: string) =>
  (
    await json<{ token: string }>(
      await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'password123' }),
      }),
    )
  ).token;

interface Answer {
  status: number;
  message?: string;
  ms: number;
}

async function send(
  token: string,
  url: string,
  field: string,
  files: Buffer[],
  type: string,
): Promise<Answer> {
  const form = new FormData();
  files.forEach((bytes, i) =>
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), `c${i}.${type.split('/')[1]}`),
  );
  const started = performance.now();
  try {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    return {
      status: res.status,
      message: res.ok ? undefined : body.message,
      ms: performance.now() - started,
    };
  } catch (error) {
    return { status: 0, message: String(error), ms: performance.now() - started };
  }
}

export async function runBurst(): Promise<void> {
  console.log('\n— ráfaga contra el servidor (decisión 010) —');
  const solid = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#1f6f3f' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const strip = stripPng(39_000_000);
  const real = fs.readFileSync(path.join(FIXTURES_DIR, '37-pair-home-1280x720.jpg'));
  console.log(
    `imágenes: lisa 6300×6300 ${Math.round(solid.length / 1024)} KB, tira 1×39.000.000 ${Math.round(strip.length / 1024)} KB`,
  );

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liga-ocr-burst-'));
  if (!otherRoot && serverIsStale()) await buildServer();
  const command = otherRoot
    ? ['--import', 'tsx', path.join(otherRoot, 'apps/api/src/main.ts')]
    : ['--enable-source-maps', serverMain];
  const child = spawn(process.execPath, command, {
    cwd: otherRoot ?? root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      OCR_WORKERS: '2',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    for (;;) {
      const up = await fetch(`${base}/api/config`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await sleep(200);
    }
    const pid = child.pid!;
    const manager = await login('manager1@liga.test');
    const organiser = await login('organizador@liga.test');
    const me = await json<{ team: { id: number } | null }>(
      await fetch(`${base}/api/user`, { headers: { authorization: `Bearer ${manager}` } }),
    );
    const { data: matches } = await json<{
      data: { id: number; status: string; team_home: { id: number }; team_away: { id: number } }[];
    }>(await fetch(`${base}/api/matches`, { headers: { authorization: `Bearer ${manager}` } }));
    const match = matches.find(
      (m) => m.status === 'pending' && [m.team_home.id, m.team_away.id].includes(me.team?.id ?? -1),
    );
    if (!match) throw new Error('la liga de demostración no tiene un partido pendiente de manager1');
    // A second sender for the burst that fits the budgets: staff may load any match.
    const admin = await login('admin@liga.test');

    const capture = (label: string) =>
      send(organiser, `/api/ocr/process?matchId=${match.id}`, 'image', [real], 'image/jpeg').then((a) => {
        if (a.status !== 200) console.log(`  captura del Organizador (${label}): ${a.status} ${a.message}`);
        return a;
      });
    const alone = await capture('sola, arranca el pool');
    const warm = await capture('sola');
    const idleBefore = rssKb(pid);
    console.log(
      `captura real del Organizador sola: ${secs(warm.ms)} (la primera, con el arranque del pool: ${secs(alone.ms)}); ` +
        `RSS en reposo ${mb(idleBefore)}`,
    );

    let count = 0;
    const phase = async (label: string, requests: () => Promise<Answer>[]) => {
      if (!PHASES.includes(++count)) return;
      let peak = rssKb(pid);
      let healthWorst = 0;
      let running = true;
      const sampler = (async () => {
        while (running) {
          peak = Math.max(peak, rssKb(pid));
          const t = performance.now();
          await fetch(`${base}/api/health`).catch(() => undefined);
          healthWorst = Math.max(healthWorst, performance.now() - t);
          await sleep(100);
        }
      })();
      const started = performance.now();
      const burst = Promise.all(requests());
      await sleep(1000);
      const own = await capture(label);
      const answers = await burst;
      const total = performance.now() - started;
      running = false;
      await sampler;
      const counts = new Map<string, number>();
      for (const a of answers) {
        const key = a.status === 200 ? '200' : `${a.status} ${a.message ?? ''}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      console.log(`${label}: ${answers.length} pedidos en ${secs(total)}`);
      for (const [key, n] of counts) console.log(`  ${String(n).padStart(3)} × ${key}`);
      console.log(
        `  RSS pico ${mb(peak)}; /api/health peor ${Math.round(healthWorst)} ms; ` +
          `captura real del Organizador ${secs(own.ms)} (${own.status})`,
      );
    };

    const multiple = `/api/ocr/process-multiple?matchId=${match.id}`;
    await phase('40 pedidos × 5 lisas de 6300×6300 (un manager)', () =>
      Array.from({ length: 40 }, () =>
        send(manager, multiple, 'images[]', Array(5).fill(solid), 'image/png'),
      ),
    );
    await phase('4 pedidos × 5 tiras de 1×39.000.000 (un manager)', () =>
      Array.from({ length: 4 }, () => send(manager, multiple, 'images[]', Array(5).fill(strip), 'image/png')),
    );
    await phase('40 pedidos × 2 lisas de 6300×6300 (el manager y el Admin)', () =>
      Array.from({ length: 40 }, (_, i) =>
        send(i % 2 ? admin : manager, multiple, 'images[]', [solid, solid], 'image/png'),
      ),
    );

    await sleep(IDLE_S * 1000);
    console.log(
      `RSS tras ${IDLE_S} s en reposo: ${mb(rssKb(pid))} (antes de las ráfagas ${mb(idleBefore)}; ` +
        `pico del proceso ${mb(rssKb(pid, 'VmHWM'))})`,
    );
  } finally {
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
