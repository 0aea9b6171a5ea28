// npm run test:soak — the compiled server on a fresh demo league (PGlite, or PostgreSQL with
// `--postgres URL`), driven for a while by many users over every feature (scripts/soak-calls.mjs)
// with live auction streams open, a screenshot recognised, a backup requested by signal, and the
// machine's wall clock jumping forward twice (hours, then days, as NTP or a resumed VM does: Debian's
// libfaketime, its offset re-read from a file). Then SIGTERM with calls in flight and streams open:
// the process must exit 0 within 10 s, end every stream and release the data folder
// (docs/decisions/011-production.md, "Shutdown"). Options: --postgres URL (a scratch database is
// created there and dropped), --seconds N (traffic before SIGTERM, default 60), --keep (leave the
// data folder). Exits 1 on any failure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildServer, root, serverIsStale, serverMain } from './build-server.mjs';
import { client, openStream, recognise, round, signIn, staffRound } from './soak-calls.mjs';

const { values: args } = parseArgs({
  options: {
    postgres: { type: 'string' },
    seconds: { type: 'string', default: '60' },
    keep: { type: 'boolean' },
  },
});
const SECONDS = Number(args.seconds);
const EXIT_LIMIT_MS = 10_000;
const problems = [];
const fail = (message) => problems.push(message);

/** libfaketime (Debian's faketime package): LD_PRELOAD moves CLOCK_REALTIME only, by the file's offset. */
function faketimeLibrary() {
  for (const dir of ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib'])
    for (const name of ['faketime/libfaketimeMT.so.1', 'faketime/libfaketime.so.1'])
      if (fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  throw new Error('Falta libfaketime: apt-get install faketime');
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** A database of its own on that PostgreSQL, dropped at the end. */
async function scratchDatabase(url) {
  const name = `liga_soak_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { url: target.toString(), drop };
}

/** CPU seconds (user + system) the process has used so far, from /proc (100 ticks a second). */
function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

if (serverIsStale()) await buildServer();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'liga-soak-'));
const dataDir = path.join(work, 'data');
const offsetFile = path.join(work, 'faketime');
fs.writeFileSync(offsetFile, '+0\n');
const database = args.postgres ? await scratchDatabase(args.postgres) : null;
const port = Number(process.env.SOAK_PORT ?? (await freePort()));
const base = `http://127.0.0.1:${port}`;
const logFile = path.join(work, 'server.log');
const log = fs.openSync(logFile, 'a');
const server = spawn(process.execPath, [serverMain], {
  cwd: root,
  stdio: ['ignore', log, log],
  env: {
    ...process.env,
    LD_PRELOAD: faketimeLibrary(),
    FAKETIME_TIMESTAMP_FILE: offsetFile,
    FAKETIME_CACHE_DURATION: '1',
    // Timers run on the monotonic clock, which NTP never steps: only the wall clock jumps.
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    OCR_WORKERS: '1',
    BACKUP_EVERY_HOURS: '1',
    NODE_ENV: 'production',
  },
});
const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve({ code, signal })));
const api = client(base);
const started = performance.now();
const elapsed = () => Math.round((performance.now() - started) / 1000);
const jump = (offset) => {
  fs.writeFileSync(offsetFile, `${offset}\n`);
  console.log(`${elapsed()} s: el reloj del sistema salta ${offset}`);
};

try {
  for (let ready = false; !ready;) {
    if (elapsed() > 120) throw new Error('el servidor no quedó listo en 120 s');
    ready = await fetch(`${base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(`${elapsed()} s: listo (${database ? 'PostgreSQL' : 'PGlite'}), ${SECONDS} s de tráfico`);
  const emails = ['manager1', 'manager2', 'primera02', 'primera03', 'segunda02', 'segunda03'];
  const managers = [];
  for (const email of emails) {
    const who = await signIn(api, `${email}@liga.test`);
    const me = await api.call(who.token, 'GET', '/user');
    managers.push({ ...who, team: me.json.team.id });
  }
  const people = {
    admin: await signIn(api, 'admin@liga.test'),
    visitor: await signIn(api, 'visitante@liga.test'),
    managers,
  };
  const streams = await Promise.all(managers.map((m) => openStream(api, base, m.token)));
  const ocr = recognise(api, root, people.admin.token);

  const trafficStart = performance.now();
  const phase = () => (performance.now() - trafficStart) / 1000 / SECONDS;
  let rounds = 0;
  let jumped = 0;
  while (phase() < 1) {
    await round(api, people, rounds++);
    if (jumped === 0 && phase() > 0.35) {
      jumped = 1;
      jump('+7h');
      server.kill('SIGUSR2');
    }
    if (jumped === 1 && phase() > 0.65) {
      jumped = 2;
      jump('+3d');
      streams.push(await openStream(api, base, people.admin.token));
    }
    if (jumped > 0 && rounds % 5 === 0) await staffRound(api, people);
  }
  const ocrResult = await ocr;
  if (ocrResult.status !== 200) fail(`reconocimiento de la captura: ${ocrResult.status}`);
  const before = { calls: api.calls(), failures: api.failures.length };

  // Calls in flight and fresh streams at the moment of the signal, as on a busy server.
  const late = await Promise.all(managers.slice(0, 2).map((m) => openStream(api, base, m.token)));
  const inFlight = [
    recognise(api, root, people.admin.token),
    round(api, people, rounds),
    api.call(managers[0].token, 'POST', '/chatbot', { content: '¿Cuánto presupuesto tengo?' }),
  ];
  await new Promise((resolve) => setTimeout(resolve, 300));
  const cpuBefore = cpuSeconds(server.pid);
  const signalled = performance.now();
  server.kill('SIGTERM');
  const result = await Promise.race([
    exited,
    new Promise((resolve) => setTimeout(() => resolve(null), EXIT_LIMIT_MS + 5_000)),
  ]);
  const exitMs = Math.round(performance.now() - signalled);
  if (!result) {
    const cpu = cpuSeconds(server.pid);
    fail(
      `no salió ${EXIT_LIMIT_MS + 5_000} ms después de SIGTERM (CPU usada entretanto: ${(cpu - cpuBefore).toFixed(1)} s)`,
    );
  } else {
    if (result.code !== 0) fail(`salió con ${result.code ?? result.signal}`);
    if (exitMs > EXIT_LIMIT_MS) fail(`salió ${exitMs} ms después de SIGTERM (límite ${EXIT_LIMIT_MS})`);
  }
  await Promise.race([
    Promise.all([...streams, ...late].map((s) => s.done)),
    new Promise((resolve) => setTimeout(resolve, 2_000)),
  ]);
  const open = [...streams, ...late].filter((s) => !s.ended).length;
  if (open > 0) fail(`${open} streams en vivo siguen abiertos`);
  await Promise.allSettled(inFlight);
  if (!database && fs.existsSync(path.join(dataDir, 'liga-manager.lock')))
    fail('quedó el bloqueo de la carpeta');
  if (before.failures > 0) fail(`errores antes de SIGTERM:\n  ${api.failures.slice(0, 10).join('\n  ')}`);
  const backups = fs.existsSync(path.join(dataDir, 'backups'))
    ? fs.readdirSync(path.join(dataDir, 'backups'))
    : [];
  const events = streams.reduce((sum, s) => sum + s.events, 0);
  console.log(
    `${rounds} rondas, ${before.calls} llamadas (${JSON.stringify(api.statuses)}), ${events} eventos en vivo, ` +
      `${backups.length} respaldos; salida ${result ? `${result.code ?? result.signal}` : 'ninguna'} ` +
      `${exitMs} ms después de SIGTERM`,
  );
} catch (error) {
  fail(error.stack ?? String(error));
} finally {
  server.kill('SIGKILL');
  await exited;
  if (problems.length > 0)
    console.log(`--- log del servidor (final) ---\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
  await database?.drop().catch((error) => fail(`no se pudo borrar la base: ${error.message}`));
  if (!args.keep) fs.rmSync(work, { recursive: true, force: true });
}
for (const problem of problems) console.log(`FAIL ${problem}`);
if (problems.length === 0) console.log('OK: la prueba de resistencia terminó y el servidor salió a tiempo');
process.exit(problems.length > 0 ? 1 : 0);
