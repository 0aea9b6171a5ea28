// The topology of compose.yaml without Docker, for the cluster smoke (npm run test:cluster):
// a throwaway PostgreSQL, two instances of the compiled server on it, and Debian's nginx in front
// running deploy/nginx.conf with the upstream addresses pointed at the two instances.
// Ports: CLUSTER_PORT (nginx, default 3230), CLUSTER_APP_PORTS (default 3231,3232), PGPORT (55450).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, serverMain } from './build-server.mjs';

const proxyPort = Number(process.env.CLUSTER_PORT ?? 3230);
const appPorts = (process.env.CLUSTER_APP_PORTS ?? '3231,3232').split(',').map(Number);
const children = [];
let pgTmp;

function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  if (pgTmp)
    execFileSync('bash', [path.join(root, 'scripts/pg-throwaway.sh'), 'stop', pgTmp], { stdio: 'inherit' });
  pgTmp = undefined;
  process.exit(code);
}
process.on('SIGINT', () => stopAll());
process.on('SIGTERM', () => stopAll());

async function until(url) {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} no respondió`);
}

const started = execFileSync('bash', [path.join(root, 'scripts/pg-throwaway.sh'), 'start'], {
  env: { ...process.env, PGPORT: process.env.PGPORT ?? '55450' },
}).toString();
pgTmp = /PGTMP=(\S+)/.exec(started)[1];
const databaseUrl = /TEST_DATABASE_URL=(\S+)/.exec(started)[1];

try {
  // Both start at once, as containers would: migrations and the demo seed take a lock (one runs).
  for (const port of appPorts) {
    const child = spawn(process.execPath, ['--enable-source-maps', serverMain], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'true',
        AUTH_RATE_LIMIT: '1000',
        // One nginx in front: its X-Forwarded-For names the client (README, TRUST_PROXY).
        TRUST_PROXY: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'liga-cluster-')),
      },
    });
    child.on('exit', (code) => code && stopAll(1));
    children.push(child);
  }
  await Promise.all(appPorts.map((port) => until(`http://127.0.0.1:${port}/api/ready`)));

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liga-nginx-'));
  fs.chmodSync(dir, 0o777);
  const site = fs
    .readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replace(/server app1:3000/, `server 127.0.0.1:${appPorts[0]}`)
    .replace(/server app2:3000/, `server 127.0.0.1:${appPorts[1]}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${proxyPort};`);
  fs.writeFileSync(path.join(dir, 'liga.conf'), site);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/liga.conf;
}
`,
  );
  const nginx = spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  nginx.on('exit', (code) => code && stopAll(1));
  children.push(nginx);
  await until(`http://127.0.0.1:${proxyPort}/api/ready`);
  console.log(`Cluster: nginx :${proxyPort} → ${appPorts.map((p) => `:${p}`).join(', ')} sobre PostgreSQL`);
} catch (error) {
  console.error(error);
  stopAll(1);
}
