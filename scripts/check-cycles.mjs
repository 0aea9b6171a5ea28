// Fails when relative imports form a cycle (CONVENTIONS.md: no cycles), type-only imports included: a
// type import still couples the two files' design even though it vanishes at run time. Workspace packages
// import each other by name, so cycles between them show up as package-level imports and are checked too.
// On top of files, the features (apps/*/src/features/<name>) form a graph of their own: feature A may
// not import feature B, through any files, when B imports A (docs/decisions/008).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFiles } from './source-files.mjs';

// `--root <dir>` checks another tree of the same shape (scripts/check-cycles.test.ts builds small ones).
const rootArg = process.argv.indexOf('--root');
const root =
  rootArg > 0
    ? path.resolve(process.argv[rootArg + 1])
    : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceDirs = ['apps/api/src', 'apps/web/src', 'packages/domain/src', 'packages/db/src'];
const packages = { '@liga/domain': 'packages/domain/src/index.ts', '@liga/db': 'packages/db/src/index.ts' };
const importRe =
  /^\s*(?:import|export)\s+(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

const walk = (dir) => sourceFiles(dir, (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));

function resolve(from, spec) {
  if (packages[spec]) return path.join(root, packages[spec]);
  if (!spec.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const files = sourceDirs.flatMap((dir) => walk(path.join(root, dir)));
const graph = new Map(
  files.map((file) => {
    const source = fs.readFileSync(file, 'utf8');
    const deps = [...source.matchAll(importRe)].map((m) => resolve(file, m[1] ?? m[2])).filter(Boolean);
    return [file, deps];
  }),
);

// Iterative depth-first search; a grey node reached again closes a cycle.
function findCycles(graph) {
  const state = new Map();
  const cycles = [];
  for (const start of graph.keys()) {
    if (state.has(start)) continue;
    const stack = [[start, 0]];
    const trail = [start];
    state.set(start, 'grey');
    while (stack.length) {
      const top = stack[stack.length - 1];
      const deps = graph.get(top[0]) ?? [];
      if (top[1] >= deps.length) {
        state.set(top[0], 'black');
        stack.pop();
        trail.pop();
        continue;
      }
      const next = deps[top[1]++];
      if (state.get(next) === 'grey') cycles.push([...trail.slice(trail.indexOf(next)), next]);
      else if (!state.has(next)) {
        state.set(next, 'grey');
        stack.push([next, 0]);
        trail.push(next);
      }
    }
  }
  return cycles;
}

// 'apps/web/src/features/matches/api/x.ts' → 'apps/web/src/features/matches'; other files → undefined.
const featureOf = (file) => /^(apps\/[^/]+\/src\/features\/[^/]+)\//.exec(path.relative(root, file))?.[1];
const featureGraph = new Map();
for (const [file, deps] of graph) {
  const from = featureOf(file);
  if (!from) continue;
  const edges = featureGraph.get(from) ?? new Set();
  for (const dep of deps) {
    const to = featureOf(dep);
    if (to && to !== from) edges.add(to);
  }
  featureGraph.set(from, edges);
}
const featureCycles = findCycles(new Map([...featureGraph].map(([f, edges]) => [f, [...edges]])));

const fileCycles = findCycles(graph).map((cycle) => cycle.map((f) => path.relative(root, f)));

let failed = false;
if (fileCycles.length) {
  console.error(`Import cycles (${fileCycles.length}):`);
  for (const cycle of fileCycles) console.error('  ' + cycle.join(' → '));
  failed = true;
}
if (featureCycles.length) {
  console.error(`Feature cycles (${featureCycles.length}):`);
  for (const cycle of featureCycles) console.error('  ' + cycle.join(' → '));
  failed = true;
}
if (failed) process.exit(1);
console.log(`No import cycles in ${files.length} files, nor between ${featureGraph.size} features.`);
