// Fails when package-lock.json holds a package whose `engines.node` excludes the Node version the README
// names ("Node 20.19 o más nuevo"), or the Node line of the Dockerfile's base image: npm only warns
// (EBADENGINE) and the package may then break at run time (decision 029).
// Usage: node scripts/check-engines.mjs [--lock path] [--readme path] [--dockerfile path]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import semver from 'semver';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    lock: { type: 'string', default: path.join(root, 'package-lock.json') },
    readme: { type: 'string', default: path.join(root, 'README.md') },
    dockerfile: { type: 'string', default: path.join(root, 'Dockerfile') },
  },
});

const problems = [];
const readmeNode = /Node (\d+\.\d+(?:\.\d+)?) o más nuevo/.exec(fs.readFileSync(args.readme, 'utf8'))?.[1];
if (!readmeNode) problems.push(`${args.readme}: no nombra la versión de Node ("Node X.Y o más nuevo").`);
const readmeVersion = readmeNode ? semver.coerce(readmeNode).version : undefined;

const lock = JSON.parse(fs.readFileSync(args.lock, 'utf8'));
const declared = lock.packages?.['']?.engines?.node;
if (readmeVersion && declared && semver.minVersion(declared)?.version !== readmeVersion)
  problems.push(`package.json engines.node es "${declared}", el README nombra Node ${readmeNode}.`);

// The image's tag names a major line (node:24-bookworm-slim) and pulls its newest release.
const imageMajors = [...fs.readFileSync(args.dockerfile, 'utf8').matchAll(/^FROM\s+node:(\d+)\b/gim)].map(
  (match) => match[1],
);
if (imageMajors.length === 0) problems.push(`${args.dockerfile}: ninguna etapa FROM node:<versión>.`);
const imageVersions = [...new Set(imageMajors)].map((major) => `${major}.999.0`);

const installsOnLinux = (entry) =>
  !entry.os || entry.os.some((os) => os === 'linux' || (os.startsWith('!') && os !== '!linux'));

for (const [where, entry] of Object.entries(lock.packages ?? {})) {
  const range = entry.engines?.node;
  if (!where || !range || entry.link) continue;
  const name = `${where.replace(/^.*node_modules\//, '')}@${entry.version}`;
  if (readmeVersion && !semver.satisfies(readmeVersion, range))
    problems.push(`${name} pide node "${range}": no corre en Node ${readmeVersion} (README).`);
  if (!installsOnLinux(entry)) continue;
  for (const version of imageVersions)
    if (!semver.satisfies(version, range))
      problems.push(`${name} pide node "${range}": no corre en la imagen node:${semver.major(version)}.`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `engines: ${Object.keys(lock.packages ?? {}).length - 1} paquetes corren en Node ${readmeVersion} y node:${imageMajors[0]}.`,
);
