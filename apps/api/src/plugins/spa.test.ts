import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSpa } from './spa';

describe('SPA serving', () => {
  it('serves index.html for / and client routes, files from dist, and JSON 404s for the API and missing assets', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'liga-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Liga</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    const app = Fastify({ logger: false });
    await registerSpa(app, dist);
    for (const url of ['/', '/users', '/partidos/3']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Liga</title>');
    }
    expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
    // A file added after start (a rebuild) is served without a restart.
    fs.writeFileSync(path.join(dist, 'assets', 'new.js'), 'console.log(2)');
    expect((await app.inject({ method: 'GET', url: '/assets/new.js' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/nada' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No encontrado.' });
  });
});
