import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';

/** Orchestrators send SIGKILL 10 s after SIGTERM: finish within that, forcing it if needed. */
export const SHUTDOWN_LIMIT_MS = 8_000;
/** Requests still running this long after the signal (a recognition, a slow export) lose their connection. */
export const SHUTDOWN_GRACE_MS = 4_000;
/** The watchdog's margin after the forced exit, which a busy or blocked main thread never reaches. */
const WATCHDOG_MARGIN_MS = 1_000;

/**
 * A thread with an event loop of its own that kills the process when the main thread has not exited
 * in time (decision 011, "Shutdown"): a timer on the main thread cannot fire while that thread spins
 * in a loop or waits on a lock. Started idle at boot (a thread may not start once the main thread is
 * stuck), armed by the signal handler's postMessage, which needs nothing from the main loop afterwards.
 */
export function startWatchdog(): { arm: (ms: number) => void } {
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
    parentPort.once('message', (ms) => setTimeout(() => process.kill(process.pid, 'SIGKILL'), ms));`,
    { eval: true },
  );
  // Never what keeps the process alive; a normal exit ends it with the process.
  worker.unref();
  return { arm: (ms) => worker.postMessage(ms) };
}

interface SonicBoom {
  retryEAGAIN: () => boolean;
  flushSync: () => void;
}

/**
 * pino's JSON destination (production) buffers lines and, in the process's 'exit' event, writes them
 * out synchronously, retrying EAGAIN forever: with a stdout nobody reads any more (a full pipe, a
 * stalled collector, a paused terminal) the exit waited on a lock for good — the forced exit too,
 * since it exits the same way. At the exit, what the reader does not take is dropped.
 */
export function dropUnwritableLog(log: object): void {
  const key = Object.getOwnPropertySymbols(log).find((s) => s.description === 'pino.stream');
  const stream = key ? (log as Record<symbol, unknown>)[key] : undefined;
  if (!stream || typeof stream !== 'object' || !('flushSync' in stream) || !('retryEAGAIN' in stream)) return;
  const boom = stream as SonicBoom;
  const flushSync = boom.flushSync.bind(boom);
  boom.retryEAGAIN = () => false;
  boom.flushSync = () => {
    try {
      flushSync();
    } catch {
      // The reader takes no more: the rest of the log is lost, the exit is not.
    }
  };
}

export interface ShutdownOptions {
  app: FastifyInstance;
  /** Closes the database (after the HTTP server and every plugin). */
  closeDb: () => Promise<void>;
  /** Releases the PGlite folder's lock file. */
  release?: (() => void) | undefined;
  exit?: (code: number) => void;
  limitMs?: number;
  graceMs?: number;
  watchdog?: { arm: (ms: number) => void };
}

/**
 * Returns the signal handler: stop accepting, let running requests finish for `graceMs`, then cut the
 * connections still open, close every plugin (scheduler, live streams, OCR workers) and the database,
 * release the folder and exit 0. The forced exit is armed synchronously in the handler and keeps the
 * loop alive (an unref'd timer let a process whose close waited on a promise nothing would settle
 * exit silently with the folder locked), and the watchdog backs it up from another thread.
 */
export function shutdownHandler(options: ShutdownOptions): (signal: string) => void {
  const { app, closeDb, release } = options;
  const exit = (code: number) => {
    dropUnwritableLog(app.log);
    (options.exit ?? process.exit)(code);
  };
  const limitMs = options.limitMs ?? SHUTDOWN_LIMIT_MS;
  let closing = false;
  return (signal) => {
    if (closing) return;
    closing = true;
    options.watchdog?.arm(limitMs + WATCHDOG_MARGIN_MS);
    const started = performance.now();
    const force = setTimeout(() => {
      app.log.error(
        { resources: process.getActiveResourcesInfo() },
        'El cierre tardó demasiado: se fuerza la salida',
      );
      release?.();
      exit(1);
    }, limitMs);
    app.log.info({ signal }, 'Cerrando: no se aceptan conexiones nuevas');
    // Keep-alive sockets with a request still running keep server.close() waiting; cut them.
    const cut = setTimeout(() => app.server.closeAllConnections(), options.graceMs ?? SHUTDOWN_GRACE_MS);
    void (async () => {
      let code = 0;
      try {
        await app.close();
        clearTimeout(cut);
        await closeDb();
      } catch (error) {
        app.log.error({ err: error }, 'Error al cerrar');
        code = 1;
      }
      clearTimeout(force);
      release?.();
      app.log.info({ ms: Math.round(performance.now() - started) }, 'Cerrado');
      exit(code);
    })();
  };
}
