import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSpa } from './spa';

function dist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liga-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Liga</title>');
  fs.writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
  return dir;
}

describe('SPA serving', () => {
  it('serves index.html for / and client routes, files from dist, and JSON 404s for the API and missing assets', async () => {
    const dir = dist();
    const app = Fastify({ logger: false });
    await registerSpa(app, dir);
    for (const url of ['/', '/users', '/partidos/3']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Liga</title>');
    }
    expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
    // A file added after start (a rebuild) is served without a restart.
    fs.writeFileSync(path.join(dir, 'assets', 'new.js'), 'console.log(2)');
    expect((await app.inject({ method: 'GET', url: '/assets/new.js' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/nada' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No encontrado.' });
  });

  it('sends the build’s brotli or gzip copy, hashed assets cached for a year, index.html revalidated', async () => {
    const dir = dist();
    const js = 'console.log("liga");'.repeat(200);
    fs.writeFileSync(path.join(dir, 'assets', 'big-Ab12.js'), js);
    fs.writeFileSync(path.join(dir, 'assets', 'big-Ab12.js.br'), zlib.brotliCompressSync(js));
    fs.writeFileSync(path.join(dir, 'assets', 'big-Ab12.js.gz'), zlib.gzipSync(js));
    const app = Fastify({ logger: false });
    await registerSpa(app, dir);

    const br = await app.inject({
      method: 'GET',
      url: '/assets/big-Ab12.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(js);

    const gz = await app.inject({
      method: 'GET',
      url: '/assets/big-Ab12.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(js);

    const plain = await app.inject({ method: 'GET', url: '/assets/big-Ab12.js' });
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, js]);

    for (const url of ['/', '/dashboard']) {
      const html = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(html.headers['cache-control'], url).toBe('no-cache');
    }
    const first = await app.inject({ method: 'GET', url: '/' });
    const again = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
