// Compiles the API server and its command-line tools to plain JavaScript with esbuild: our workspace
// code (apps/api, @liga/domain, @liga/db) is bundled, every npm package stays in node_modules.
// `node scripts/build-server.mjs` builds; start.mjs imports serverIsStale/buildServer to build when needed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiSrc = path.join(root, 'apps/api/src');
export const serverDist = path.join(root, 'apps/api/dist');
export const serverMain = path.join(serverDist, 'main.js');
const sources = [apiSrc, path.join(root, 'packages/domain/src'), path.join(root, 'packages/db/src')];
const inputs = [fileURLToPath(import.meta.url), path.join(root, 'package-lock.json')];

const isTest = (file) => /\.test(-kit)?\.tsx?$/.test(file) || file.includes(`${path.sep}test${path.sep}`);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!isTest(full)) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** True when the bundle is missing or older than any source it is built from (tests excluded). */
export function serverIsStale() {
  if (!fs.existsSync(serverMain)) return true;
  const built = fs.statSync(serverMain).mtimeMs;
  return [...sources.map(newestMtime), ...inputs.map((f) => fs.statSync(f).mtimeMs)].some((t) => t > built);
}

/** The server, the OCR thread and every CLI in apps/api/src/cli, each its own bundle at the same relative path. */
function entryPoints() {
  const cliDir = path.join(apiSrc, 'cli');
  const cli = fs.existsSync(cliDir)
    ? fs
        .readdirSync(cliDir)
        .filter((f) => f.endsWith('.ts') && !isTest(f))
        .map((f) => path.join(cliDir, f))
    : [];
  // The OCR preprocessing's thread loads its own bundle (apps/api/src/features/ocr/prepare-threads.ts).
  return [path.join(apiSrc, 'main.ts'), path.join(apiSrc, 'features/ocr/prepare-thread.ts'), ...cli];
}

// Bare imports stay external except our own workspace packages, whose exports point at TypeScript.
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@liga/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  const esbuild = await import('esbuild');
  const started = performance.now();
  fs.rmSync(serverDist, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: entryPoints(),
    outbase: apiSrc,
    outdir: serverDist,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  return Math.round(performance.now() - started);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ms = await buildServer();
  console.log(`Servidor compilado en ${path.relative(root, serverDist)} (${ms} ms)`);
}
