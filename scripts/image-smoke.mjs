// The Docker image's contents, checked without Docker (none runs here nor in CI): follows the
// Dockerfile's own lines to lay out the final image in a temporary folder — its `deps` stage's npm
// install of the run-time dependencies only, then the final stage's COPY lines (the `build` stage is
// this checkout, built) — and starts its CMD with its ENV. Then: the HEALTHCHECK passes, the app and
// its compressed assets are served, an admin signs in, a screenshot is recognised (tesseract.js and
// its language data), the backup command writes a dump, and SIGTERM ends it within 10 s.
// A run-time dependency left in devDependencies, or a file the image forgets, fails here.
// Run: npm run test:image
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from './build-server.mjs';

// The build stage is this checkout, built: built here first when it is not.
if (
  !fs.existsSync(path.join(root, 'apps/web/dist/index.html')) ||
  !fs.existsSync(path.join(root, 'apps/api/dist/main.js'))
)
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'liga-image-'));
const image = path.join(work, 'app');
const fail = (message) => {
  throw new Error(message);
};

/** The Dockerfile as instructions per stage: continuation lines joined, comments dropped. */
function stages() {
  const lines = fs
    .readFileSync(path.join(root, 'Dockerfile'), 'utf8')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const byStage = new Map();
  let current;
  for (const line of lines) {
    const [, op, rest] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    // A stage built `FROM` an earlier stage starts with that stage's instructions.
    if (op === 'FROM')
      byStage.set((current = /\sAS\s+(\S+)/i.exec(rest)?.[1] ?? 'final'), [
        ...(byStage.get(rest.split(/\s+/)[0]) ?? []),
      ]);
    else byStage.get(current)?.push({ op, rest });
  }
  return byStage;
}

const inApp = (base, target) => path.join(base, path.relative('/app', path.resolve('/app', target)));

/** Docker's COPY into a stage's /app (`base`): to `dest` itself, or into the folder `dest/`. */
function copyTo(from, base, dest) {
  const into = dest.endsWith('/') ? path.join(inApp(base, dest), path.basename(from)) : inApp(base, dest);
  fs.mkdirSync(path.dirname(into), { recursive: true });
  fs.cpSync(from, into, { recursive: true, verbatimSymlinks: true });
}

const all = stages();
const deps = path.join(work, 'deps');
fs.mkdirSync(deps, { recursive: true });
for (const { op, rest } of all.get('deps') ?? fail('Dockerfile: no deps stage')) {
  if (op === 'COPY') {
    // `COPY a b c dest/` from the build context (this checkout).
    const sources = rest.split(/\s+/);
    const dest = sources.pop();
    for (const source of sources) copyTo(path.join(root, source), deps, dest);
  }
  if (op === 'RUN' && rest.startsWith('npm ')) {
    const [, ...args] = rest.split(/\s+/);
    console.log(`deps: npm ${args.join(' ')}`);
    execFileSync('npm', args, { cwd: deps, stdio: ['ignore', 'ignore', 'inherit'] });
  }
}

const env = {};
let cmd;
let healthcheck;
for (const { op, rest } of all.get('final')) {
  if (op === 'COPY') {
    const [, stage, source, dest] =
      /^--from=(\S+)\s+(\S+)\s+(\S+)$/.exec(rest) ?? fail(`COPY sin --from: ${rest}`);
    const from = stage === 'build' ? inApp(root, source) : inApp(path.join(work, stage), source);
    copyTo(from, image, dest);
  }
  if (op === 'ENV') for (const [, k, v] of rest.matchAll(/(\w+)=(\S+)/g)) env[k] = v;
  if (op === 'CMD') cmd = JSON.parse(rest);
  if (op === 'HEALTHCHECK') healthcheck = JSON.parse(rest.slice(rest.indexOf('CMD') + 3));
}
if (!cmd || !healthcheck) fail('Dockerfile: falta CMD o HEALTHCHECK');

const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const dataDir = path.join(work, 'data');
const runEnv = {
  PATH: process.env.PATH,
  ...env,
  HOST: '127.0.0.1',
  PORT: String(port),
  DATA_DIR: dataDir,
  // NODE_ENV=production (the image's ENV) starts without the demo league and refuses an empty base
  // without a first Admin (decision 011): the smoke asks for both, the OCR check needs the demo's matches.
  SEED_DEMO: 'true',
  ADMIN_EMAIL: 'admin-imagen@liga.test',
  ADMIN_PASSWORD: 'una-clave-larga-de-prueba',
  LOG_LEVEL: 'warn',
};
const base = `http://127.0.0.1:${port}`;
const server = spawn(cmd[0] === 'node' ? process.execPath : cmd[0], cmd.slice(1), {
  cwd: image,
  env: runEnv,
  stdio: ['ignore', 'inherit', 'inherit'],
});
const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve({ code, signal })));

const results = [];
const check = async (name, run) => {
  try {
    await run();
    results.push(`ok   ${name}`);
  } catch (error) {
    results.push(`FAIL ${name}: ${error.message}`);
  }
};
const healthy = () =>
  new Promise((resolve) =>
    spawn(process.execPath, healthcheck.slice(1), { env: runEnv, stdio: 'ignore' }).on('exit', (code) =>
      resolve(code === 0),
    ),
  );

try {
  await check('HEALTHCHECK (GET /api/ready) within 30 s', async () => {
    const until = Date.now() + 30_000;
    while (!(await healthy())) {
      if (Date.now() > until) fail('no respondió listo');
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  });
  await check('the app and its compressed, immutable assets', async () => {
    const html = await (await fetch(`${base}/dashboard`)).text();
    const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1] ?? fail('index.html sin su script');
    const asset = await fetch(`${base}${entry}`, { headers: { 'accept-encoding': 'br' } });
    if (asset.headers.get('content-encoding') !== 'br') fail('sin brotli');
    if (!asset.headers.get('cache-control')?.includes('immutable')) fail('sin immutable');
  });
  let token;
  await check('the first admin signs in', async () => {
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: runEnv.ADMIN_EMAIL, password: runEnv.ADMIN_PASSWORD }),
    });
    ({ token } = await login.json());
    const me = await (
      await fetch(`${base}/api/user`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    if (me.rol !== 'Admin') fail(`rol ${me.rol}`);
  });
  await check('a screenshot is recognised (tesseract.js and its languages)', async () => {
    const headers = { authorization: `Bearer ${token}` };
    const matches = await (await fetch(`${base}/api/matches`, { headers })).json();
    const match = matches.data[0] ?? fail('la liga de demostración no tiene partidos');
    const form = new FormData();
    const shot = path.join(root, 'bench/ocr/fixtures/37-pair-home-1280x720.jpg');
    form.append('image', new Blob([fs.readFileSync(shot)], { type: 'image/jpeg' }), path.basename(shot));
    const res = await fetch(`${base}/api/ocr/process?matchId=${match.id}`, {
      method: 'POST',
      headers,
      body: form,
    });
    const body = await res.json();
    if (!body.success || body.data.players.length === 0)
      fail(`${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  });
  await check('the backup command writes a dump', async () => {
    execFileSync(process.execPath, ['apps/api/dist/cli/backup.js'], {
      cwd: image,
      env: runEnv,
      stdio: 'ignore',
    });
    if (fs.readdirSync(path.join(dataDir, 'backups')).length === 0) fail('sin archivo');
  });
  await check('SIGTERM ends it within 10 s', async () => {
    const started = Date.now();
    server.kill('SIGTERM');
    const { code } = await exited;
    if (code !== 0 || Date.now() - started > 10_000) fail(`código ${code} en ${Date.now() - started} ms`);
  });
} finally {
  server.kill('SIGKILL');
  fs.rmSync(work, { recursive: true, force: true });
}
console.log(results.join('\n'));
process.exit(results.some((r) => r.startsWith('FAIL')) ? 1 : 0);
