import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadEnv } from '../env';
import { readableLine } from '../lib/readable-log';
import { useTestContext } from '../test/context.test-kit';

const ctx = useTestContext();

/** The lines a server built like `npm start`'s writes to stdout while `run` runs. */
async function stdoutOf(
  vars: Record<string, string>,
  run: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>,
): Promise<string[]> {
  const app = await buildApp({ db: ctx.db, env: loadEnv(vars), secret: 'secreto-de-pruebas-0123456789' });
  const written: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  }) as typeof process.stdout.write;
  try {
    await run(app);
  } finally {
    // Closed first: a production log writes what it holds when the app closes (lib/json-log.ts).
    await app.close();
    process.stdout.write = write;
  }
  return written.join('').split('\n').filter(Boolean);
}

describe('the log of npm start on a developer machine (decision 029)', () => {
  it('is one readable line per event, and leaves requests out at the default level', async () => {
    const lines = await stdoutOf({}, async (app) => {
      for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url: '/api/health' });
      app.log.warn({ job: 'backup' }, 'Respaldo demorado');
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d WARN {2}Respaldo demorado job=backup$/);
  });

  it('shows one short line per request at LOG_LEVEL=debug', async () => {
    const lines = await stdoutOf({ LOG_LEVEL: 'debug' }, async (app) => {
      // Over HTTP: an injected response never finishes a socket, so its line would read 'cortada'.
      const base = await app.listen({ host: '127.0.0.1', port: 0 });
      await (await fetch(`${base}/api/health?token=abc`)).text();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const requests = lines.filter((line) => line.includes('/api/health'));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(/^\d\d:\d\d:\d\d DEBUG GET \/api\/health\?token=\*\*\* 200 [\d.]+ ms$/);
    expect(lines.join('\n')).not.toContain('{"level"');
  });

  it('stays JSON in production, one request line at info', async () => {
    const lines = await stdoutOf({ NODE_ENV: 'production', SEED_DEMO: 'false' }, async (app) => {
      await app.inject({ method: 'GET', url: '/api/health' });
    });
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.filter((e) => e.msg === 'request')).toMatchObject([
      { level: 30, method: 'GET', route: '/api/health', status: 200 },
    ]);
  });

  it('puts an error stack under its line', () => {
    const json = JSON.stringify({
      level: 50,
      time: Date.UTC(2026, 0, 1, 12),
      pid: 1,
      hostname: 'h',
      msg: 'Respaldo fallido',
      err: { type: 'Error', message: 'sin espacio', stack: 'Error: sin espacio\n    at backup (b.ts:1)' },
    });
    const [head, ...stack] = readableLine(json).trimEnd().split('\n');
    expect(head).toMatch(/^\d\d:\d\d:\d\d ERROR Respaldo fallido$/);
    expect(stack).toEqual(['    Error: sin espacio', '        at backup (b.ts:1)']);
  });
});
