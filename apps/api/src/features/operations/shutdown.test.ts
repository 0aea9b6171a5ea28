import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '@liga/db';
import { openSse } from '../../test/sse.test-kit';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liga-shutdown-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('on SIGTERM ends open live streams and exits 0 within 10 s, releasing the data folder', async () => {
    const port = await freePort();
    const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: projectRoot(),
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        ADMIN_EMAIL: 'admin@cierre.test',
        ADMIN_PASSWORD: 'password-de-cierre',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    const base = `http://127.0.0.1:${port}`;
    for (const end = Date.now() + 50_000; ;) {
      const ok = await fetch(`${base}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > end) throw new Error('the server did not become ready');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@cierre.test', password: 'password-de-cierre' }),
    });
    const { token } = (await login.json()) as { token: string };
    const streams = await Promise.all(
      [1, 2, 3].map(() => openSse(`${base}/api/auctions/events?token=${token}`)),
    );
    const ended = streams.map((s) => new Promise<void>((resolve) => s.response.once('end', () => resolve())));

    const started = Date.now();
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    await Promise.all(ended);
    expect(fs.existsSync(path.join(dataDir, 'liga-manager.lock'))).toBe(false);
  }, 90_000);
});
