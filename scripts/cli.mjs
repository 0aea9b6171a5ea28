// npm run backup | restore | migrate:postgres: builds the server if its sources changed, then runs
// the compiled command (apps/api/dist/cli/<name>.js) with the remaining arguments.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, serverDist, serverIsStale } from './build-server.mjs';

const [name, ...args] = process.argv.slice(2);
if (serverIsStale()) await buildServer();
process.argv = [process.argv[0], name, ...args];
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(serverDist, 'cli', `${name}.js`)).href);
