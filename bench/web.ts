/**
 * The front end as a phone on a slow network sees it: for /login and /dashboard (logged in), the JS
 * the first load needs (gzip KB, measured on the build's .gz files) and Lighthouse's mobile scores
 * for performance, accessibility, best practices and SEO; the same for the public pages /liga and
 * /liga/tablas (server-rendered, no script: decision 035). Drives Debian's /usr/bin/chromium through
 * chrome-launcher; Lighthouse 12 (13 needs Node 22). Starts the compiled server on a fresh demo
 * league. Run: npm run bench:web [runs per page, default 1] [pages…]   (PORT_BENCH, default 3164)
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { chromium } from 'playwright-core';
import { debianChromium } from '../e2e/chromium';
import { root, serverMain } from '../scripts/build-server.mjs';

const RUNS = Number(process.argv[2] ?? 1);
/** Only these pages when given (`npm run bench:web 5 /dashboard`). */
const ONLY = process.argv.slice(3);
const PORT = Number(process.env.PORT_BENCH ?? 3164);
const base = `http://127.0.0.1:${PORT}`;
const dist = path.join(root, 'apps/web/dist');
const CHROME_FLAGS = ['--headless=new', ...debianChromium.args];

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liga-web-bench-'));
  const server = spawn(process.execPath, [serverMain], {
    cwd: root,
    // PUBLIC_URL as a deployed league sets it: the public pages' canonical links name this origin.
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(PORT),
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (
      await fetch(`${base}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return async () => {
    const exited = new Promise((resolve) => server.on('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

/** gzip size of a built JS file, from the .gz the build wrote (or compressed here if it is tiny). */
function gzipKb(url: string): number {
  const file = path.join(dist, new URL(url).pathname);
  const gz = `${file}.gz`;
  const bytes = fs.existsSync(gz) ? fs.statSync(gz).size : fs.statSync(file).size;
  return bytes / 1024;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
  networkEndTime?: number;
}

interface SimulatedNode {
  type: 'network' | 'cpu';
  request?: { url: string };
  duration?: number;
}

/**
 * The path Lighthouse simulated to the largest paint: each request and each main-thread task of
 * 10 ms or more (on the simulated phone), with its simulated start and end. What the score is made
 * of, where the observed timings on loopback say little.
 */
function printSimulatedPath(url: string) {
  const timings = Lantern.Simulation.Simulator.allNodeTimings as Map<
    string,
    Map<SimulatedNode, { startTime: number; endTime: number }>
  >;
  const path = timings.get('pessimisticLargestContentfulPaint');
  if (!path) return;
  console.log(`  ${url} simulated path to the largest paint (ms):`);
  for (const [node, t] of [...path].sort((a, b) => a[1].startTime - b[1].startTime)) {
    if (node.type === 'cpu' && t.endTime - t.startTime < 10) continue;
    const what =
      node.type === 'network'
        ? node.request!.url.replace(base, '')
        : `main thread (${((node.duration ?? 0) / 1000).toFixed(1)} ms observed)`;
    console.log(
      `    ${String(Math.round(t.startTime)).padStart(5)}–${String(Math.round(t.endTime)).padEnd(5)} ${what}`,
    );
  }
  timings.clear();
}

async function audit(url: string, port: number) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // Keeps the token set in localStorage for /dashboard.
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse no devolvió resultado para ${url}`);
  const { categories, audits } = result.lhr;
  // A run Lighthouse could not measure scores 0 everywhere: say why instead of leaving a row of zeros.
  if (result.lhr.runtimeError)
    console.log(`  ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  const fcp = audits['first-contentful-paint'];
  if (fcp?.scoreDisplayMode === 'error') console.log(`  ${url}: sin métricas: ${fcp.errorMessage}`);
  const items = ((audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ??
    []) as NetworkItem[];
  const scripts = items.filter((i) => i.resourceType === 'Script' && i.url.startsWith(`${base}/assets/`));
  if (process.env.BENCH_VERBOSE)
    for (const s of scripts)
      console.log(
        `  ${url} ${gzipKb(s.url).toFixed(1).padStart(6)} KB (${((s.transferSize ?? 0) / 1024).toFixed(1)} KB sent, ${Math.round(s.networkRequestTime ?? 0)}–${Math.round(s.networkEndTime ?? 0)} ms) ${new URL(s.url).pathname}`,
      );
  if (process.env.BENCH_VERBOSE) {
    // What keeps accessibility, best practices or SEO under 100: the audits that count and failed.
    for (const id of ['accessibility', 'best-practices', 'seo'])
      for (const ref of categories[id]?.auditRefs ?? []) {
        const found = audits[ref.id];
        if (ref.weight > 0 && found && found.score !== null && found.score < 1)
          console.log(
            `  ${url} ${id}: ${found.id} — ${found.title} ${found.explanation ?? ''}\n    ${(JSON.stringify(found.details) ?? '').slice(0, 1500)}`,
          );
      }
  }
  if (process.env.BENCH_VERBOSE)
    // What moved, what painted last, what kept the main thread busy.
    for (const id of [
      'layout-shifts',
      'largest-contentful-paint-element',
      'long-tasks',
      'bootup-time',
      'mainthread-work-breakdown',
      'dom-size',
      'metrics',
    ])
      console.log(`  ${url} ${id}: ${JSON.stringify(audits[id]?.details).slice(0, 2500)}`);
  if (process.env.BENCH_VERBOSE) printSimulatedPath(url);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const ms = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
  return {
    'JS gzip KB': Number(scripts.reduce((sum, s) => sum + gzipKb(s.url), 0).toFixed(1)),
    'JS files': scripts.length,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    seo: score('seo'),
    'FCP ms': ms('first-contentful-paint'),
    'LCP ms': ms('largest-contentful-paint'),
    'TBT ms': ms('total-blocking-time'),
    CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
  };
}

if (!fs.existsSync(path.join(dist, 'index.html')) || !fs.existsSync(serverMain)) {
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}
const stop = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: debianChromium.executablePath,
  chromeFlags: CHROME_FLAGS,
});
try {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'manager1@liga.test', password: 'password123' }),
  });
  const { token } = (await login.json()) as { token: string };
  // The same browser profile Lighthouse uses: its localStorage carries the session to /dashboard.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(`${base}/api/health`);
  const cdp = await page.context().newCDPSession(page);

  const rows: Record<string, unknown>[] = [];
  for (const [route, session] of [
    ['/login', null],
    ['/dashboard', token],
    ['/liga', null],
    ['/liga/tablas', null],
  ] as const) {
    if (ONLY.length > 0 && !ONLY.includes(route)) continue;
    await page.evaluate(
      (t) => (t ? localStorage.setItem('ACCESS_TOKEN', t) : localStorage.removeItem('ACCESS_TOKEN')),
      session,
    );
    for (let i = 0; i < RUNS; i++) {
      // Every run is a first visit. Lighthouse's own reset is off (it would drop the token in
      // localStorage), so the HTTP cache, the service worker and its precache of the app's chunks go
      // here: left in place, an earlier run's chunks came from them for free.
      await cdp.send('Storage.clearDataForOrigin', {
        origin: base,
        storageTypes: 'service_workers,cache_storage',
      });
      await cdp.send('Network.clearBrowserCache');
      rows.push({ page: route, ...(await audit(`${base}${route}`, chrome.port)) });
    }
  }
  await browser.close();
  console.table(rows);
  if (RUNS > 1) {
    // Lighthouse's own advice for a noisy machine: judge by the median of several runs.
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const summary = [...new Set(rows.map((r) => r.page as string))].map((route) => {
      const own = rows.filter((r) => r.page === route);
      const of = (key: string) => median(own.map((r) => r[key] as number));
      return {
        page: route,
        runs: own.length,
        'median performance': of('performance'),
        'median LCP ms': of('LCP ms'),
        'median TBT ms': of('TBT ms'),
        'JS gzip KB': own[0]!['JS gzip KB'],
      };
    });
    console.table(summary);
  }
  console.log(
    `load: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}  (Lighthouse mobile: simulated slow 4G, 4x CPU)`,
  );
} finally {
  chrome.kill();
  await stop();
}
