import fs from 'node:fs';
import Fastify from 'fastify';
import { shutdownHandler, startWatchdog } from './shutdown';

/**
 * A process that shuts down the way main.ts does, stuck in the way named by argv[2] (shutdown.test.ts):
 * `never-settles`: a plugin's close waits on a promise nothing settles, nothing else keeps the loop alive;
 * `spins`: the main thread spins right after the signal, so no timer of its own can fire.
 * `full-stdout`: JSON log lines fill a stdout pipe its reader no longer empties, the close is quick;
 * argv[3] is a file the release writes, as main.ts's release removes the folder's lock.
 */
const [mode, released] = process.argv.slice(2);
const watchdog = startWatchdog();
const app = Fastify({ logger: mode === 'full-stdout' });
if (mode !== 'full-stdout') app.addHook('onClose', () => new Promise<void>(() => undefined));
// Listening, like the server: the only thing keeping the loop alive until the close stops it.
await app.listen({ port: 0, host: '127.0.0.1' });
const shutdown = shutdownHandler({
  app,
  closeDb: async () => undefined,
  release: () => fs.writeFileSync(released!, 'released'),
  watchdog,
  limitMs: 300,
  graceMs: 100,
});
process.on('SIGTERM', () => {
  shutdown('SIGTERM');
  // eslint-disable-next-line no-empty
  if (mode === 'spins') for (;;) {}
});
if (mode === 'full-stdout') {
  for (let i = 0; i < 5_000; i++) app.log.info({ i, pad: 'x'.repeat(100) }, 'línea');
  await new Promise((resolve) => setTimeout(resolve, 500));
}
process.send?.('ready');
