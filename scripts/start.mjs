// `npm start`: builds the web app and the server when their builds are missing or older than their
// sources, then runs the compiled server (plain JavaScript, no TypeScript loader) in this process.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, root, serverIsStale, serverMain } from './build-server.mjs';

const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');

function newestMtime(entry) {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

const webSources = [
  path.join(webDir, 'src'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'vite.config.ts'),
  path.join(webDir, 'public'),
  path.join(root, 'packages/domain/src'),
  // The root package.json holds the version the /about page shows.
  path.join(root, 'package.json'),
].filter((p) => fs.existsSync(p));
const webStale =
  !fs.existsSync(builtIndex) || webSources.some((p) => newestMtime(p) > fs.statSync(builtIndex).mtimeMs);
if (webStale) {
  console.log('Compilando la interfaz web…');
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (serverIsStale()) {
  console.log('Compilando el servidor…');
  await buildServer();
}

process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverMain).href);
