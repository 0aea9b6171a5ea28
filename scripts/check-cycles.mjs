// Fails when relative imports form a cycle (CONVENTIONS.md: no cycles). Type-only imports are skipped:
// they vanish at run time. Workspace packages import each other by name, so cycles between them show up
// as package-level imports and are checked too.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceDirs = ['apps/api/src', 'apps/web/src', 'packages/domain/src', 'packages/db/src'];
const packages = { '@liga/domain': 'packages/domain/src/index.ts', '@liga/db': 'packages/db/src/index.ts' };
const importRe =
  /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

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

if (cycles.length) {
  console.error(`Import cycles (${cycles.length}):`);
  for (const cycle of cycles) console.error('  ' + cycle.map((f) => path.relative(root, f)).join(' → '));
  process.exit(1);
}
console.log(`No import cycles in ${files.length} files.`);
