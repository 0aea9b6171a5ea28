// `npm start`: builds the web app when its build is missing or older than its sources, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [path.join(webDir, 'src'), path.join(root, 'packages/domain/src')];
// The root package.json holds the version the /about page shows.
const stale =
  !fs.existsSync(builtIndex) ||
  [...sources.map(newestMtime), fs.statSync(path.join(root, 'package.json')).mtimeMs].some(
    (mtime) => mtime > fs.statSync(builtIndex).mtimeMs,
  );
if (stale) {
  console.log('Compilando la interfaz web…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@liga/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const tsx = path.join(root, 'node_modules/.bin/tsx');
const server = spawn(tsx, [path.join(root, 'apps/api/src/main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
