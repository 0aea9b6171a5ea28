import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { shutdownHandler } from './shutdown';

const kit = path.join(path.dirname(fileURLToPath(import.meta.url)), 'shutdown-child.test-kit.ts');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'liga-shutdown-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Starts the kit in `mode`, sends SIGTERM once it is up; how it ended, how long after, and if it released. */
async function terminate(mode: string) {
  const released = path.join(scratch, `${mode}.released`);
  // A pipe this test never reads: once full, it stays full.
  const child = fork(kit, [mode, released], { execArgv: ['--import', 'tsx'], stdio: 'pipe' });
  child.stdout?.pause();
  const ended = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  await new Promise((resolve) => child.once('message', resolve));
  const started = performance.now();
  child.kill('SIGTERM');
  const result = await ended;
  return { ...result, ms: performance.now() - started, released: fs.existsSync(released) };
}

describe('shutdown', () => {
  it('a close that waits on a promise nothing settles ends in the forced exit, the folder released', async () => {
    // An unref'd forced-exit timer let this process leave with 0 and the folder still locked.
    const ended = await terminate('never-settles');
    expect(ended).toMatchObject({ code: 1, released: true });
  }, 30_000);

  it('a main thread spinning after the signal is killed by the watchdog', async () => {
    const ended = await terminate('spins');
    expect(ended.signal).toBe('SIGKILL');
    expect(ended.ms).toBeLessThan(5_000);
  }, 30_000);

  it('a stdout nobody reads any more does not hold the exit', async () => {
    // pino's exit flush retried the full pipe forever: only the watchdog's SIGKILL ended it.
    const ended = await terminate('full-stdout');
    expect(ended).toMatchObject({ code: 0, signal: null, released: true });
  }, 30_000);

  it('a request still running after the grace loses its connection, and the close goes on to exit 0', async () => {
    const app = Fastify();
    let arrived!: () => void;
    const inside = new Promise<void>((resolve) => (arrived = resolve));
    app.get('/slow', () => {
      arrived();
      return new Promise(() => undefined);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const request = fetch(`http://127.0.0.1:${port}/slow`).then(
      (res) => `answered ${res.status}`,
      () => 'cut',
    );
    await inside;
    const exit = vi.fn();
    const closeDb = vi.fn(async () => undefined);
    shutdownHandler({ app, closeDb, exit, limitMs: 5_000, graceMs: 200 })('SIGTERM');
    await vi.waitFor(() => expect(exit).toHaveBeenCalled(), { timeout: 3_000 });
    expect(exit).toHaveBeenCalledWith(0);
    expect(closeDb).toHaveBeenCalledOnce();
    expect(await request).toBe('cut');
  });
});
