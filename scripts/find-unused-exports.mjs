// Lists the exported names of apps/*/src and packages/*/src that no other file mentions: candidates
// for dead code (an unused hook, type alias or helper). A name counts as used wherever its word appears
// in another source file (tests, e2e, bench and scripts included), so the list errs on keeping code; a
// name used only inside its own file is reported with --local (its `export` may go). Rule constants
// stay even when unused: docs/rules.md names them. Run: node scripts/find-unused-exports.mjs [--local]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFiles } from './source-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const skip = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'fixtures', 'results']);
const sourceRe = /\.(?:[cm]?[jt]sx?)$/;

const walk = (dir) =>
  sourceFiles(
    dir,
    (name) => sourceRe.test(name),
    (name) => skip.has(name) || name.startsWith('.'),
  );

const files = ['apps', 'packages', 'e2e', 'bench', 'scripts'].flatMap((d) => walk(path.join(root, d)));
const words = new Map();
const perFile = new Map();
for (const file of files) {
  const counts = new Map();
  for (const word of fs.readFileSync(file, 'utf8').match(/[A-Za-z_$][\w$]*/g) ?? [])
    counts.set(word, (counts.get(word) ?? 0) + 1);
  perFile.set(file, counts);
  for (const [word, n] of counts) words.set(word, (words.get(word) ?? 0) + n);
}

// Rule constants that docs/rules.md names stay: the page is where a league's staff reads them.
const ruleNames = new Set(
  fs.readFileSync(path.join(root, 'docs/rules.md'), 'utf8').match(/[A-Za-z_$][\w$]*/g) ?? [],
);
const local = process.argv.includes('--local');
const declRe =
  /^export\s+(?:async\s+)?(?:const|let|function\*?|type|interface|class|enum)\s+([A-Za-z_$][\w$]*)/gm;
const found = [];
for (const file of files) {
  const rel = path.relative(root, file);
  if (!/^(apps\/[^/]+|packages\/[^/]+)\/src\//.test(rel) || /\.test\.|test-kit|\/test\//.test(rel)) continue;
  const source = fs.readFileSync(file, 'utf8');
  for (const [, name] of source.matchAll(declRe)) {
    const own = perFile.get(file).get(name) ?? 0;
    if (words.get(name) !== own || ruleNames.has(name)) continue;
    if (own === 1) found.push(`unused  ${rel}  ${name}`);
    else if (local) found.push(`local   ${rel}  ${name}`);
  }
}
console.log(found.length > 0 ? found.join('\n') : 'No unused exports.');
