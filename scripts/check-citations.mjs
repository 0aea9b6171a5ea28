// Fails when a comment or a test name cites something a reader of the code does not have: the old
// design page, the specification documents (by number, section or name), an issue number, or a section
// of docs/rules.md that does not exist. Comments
// cite docs/rules.md §n, a decision (docs/decisions/NNN) or say the reason in plain words (decision 033).
// Test names are strings, so every line is read, not only comments; the patterns are narrow enough that
// code and user-facing Spanish never match them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFiles } from './source-files.mjs';

// `--root <dir>` checks another tree (scripts/check-citations.test.ts builds small ones).
const rootArg = process.argv.indexOf('--root');
const root =
  rootArg > 0
    ? path.resolve(process.argv[rootArg + 1])
    : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirs = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const skipDirs = new Set([
  'node_modules',
  'dist',
  'build-output',
  'test-results',
  'playwright-report',
  'fixtures',
]);
const sourceRe = /\.(?:[cm]?[jt]sx?|sh|css|html|ya?ml)$|^Dockerfile$/;

/** Each rule: what it catches, and the pattern. Lines are read whole (test names are strings). */
const rules = [
  ['the design page', /DESIGN\.md/],
  ['a specification document', /\b[Ss]pec(?:ification)?(?:'s)?\s+0\d\b|\b0[12]\s*§\s*\d|\bdocument\s+0\d\b/],
  [
    'the specification',
    /\b[Ss]pecification\b|\bthe spec\b(?![-./\w])|\b[Ss]pec's\b|\bspec (?:call|message|text|wording)/,
  ],
  ['an issue number', /\b[Ii]ssues?\s+#?\d+\b|(?:^|[\s(])#\d{1,4}(?![\w-])/],
  ['a section of no document', /(?<!rules\.md\s)(?<!(?:§[\d.]+|,|and|or|–)\s*)§\s*\d/],
];

const walk = (dir) =>
  sourceFiles(
    dir,
    (name) => sourceRe.test(name),
    (name) => skipDirs.has(name) || name.startsWith('.'),
  );

const rootFiles = fs
  .readdirSync(root, { withFileTypes: true })
  .filter((e) => e.isFile() && sourceRe.test(e.name))
  .map((e) => path.join(root, e.name));
const files = [...rootFiles, ...dirs.flatMap((dir) => walk(path.join(root, dir)))];
const self = fileURLToPath(import.meta.url);

// A cited section of docs/rules.md must exist: `## 4.` is §4, a paragraph opening `4.3.` is §4.3.
const rulesFile = path.join(root, 'docs', 'rules.md');
const rulesText = fs.existsSync(rulesFile) ? fs.readFileSync(rulesFile, 'utf8') : '';
const sections = new Set([
  ...[...rulesText.matchAll(/^## (\d+)\./gm)].map((m) => m[1]),
  ...[...rulesText.matchAll(/^(\d+\.\d+)\./gm)].map((m) => m[1]),
]);
const citedRe = /rules\.md`?\s+§\s*\d+(?:\.\d+)?(?:(?:,|\band\b|\bor\b|–)\s*§?\s*\d+(?:\.\d+)?)*/g;
function missingSection(line) {
  for (const [cite] of line.matchAll(citedRe))
    for (const [, id] of cite.slice(cite.indexOf('§')).matchAll(/(\d+(?:\.\d+)?)/g))
      if (!sections.has(id)) return id;
  return undefined;
}

const found = [];
for (const file of files) {
  // This file and its test spell the patterns out.
  if (file === self || file.endsWith(`${path.sep}check-citations.test.ts`)) continue;
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, i) => {
    const rule = rules.find(([, re]) => re.test(line));
    const missing = rule ? undefined : missingSection(line);
    if (rule) found.push(`${path.relative(root, file)}:${i + 1}: cites ${rule[0]}: ${line.trim()}`);
    else if (missing)
      found.push(
        `${path.relative(root, file)}:${i + 1}: cites docs/rules.md §${missing}, which does not exist: ${line.trim()}`,
      );
  });
}

if (found.length > 0) {
  console.error(found.join('\n'));
  console.error(
    `\n${found.length} line(s) cite what is not in the repository. Cite docs/rules.md §n or a decision ` +
      '(docs/decisions/NNN), or say the reason in plain words (decision 033).',
  );
  process.exit(1);
}
console.log(`No citation of a document outside the repository in ${files.length} files.`);
