import http from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { loadEnv } from '../../env';
import { useTestContext } from '../../test/context.test-kit';
import { openSse } from '../../test/sse.test-kit';

const METRICS_TOKEN = 'token-de-metricas-0123456789';
const ctx = useTestContext({ env: { METRICS_TOKEN } });
let base: string;
beforeAll(async () => {
  base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});

describe('GET /api/health and /api/ready', () => {
  it('answer ok without a token, and ready once the database answers with every migration applied', async () => {
    const health = await ctx.request(undefined, { method: 'GET', url: '/api/health' });
    expect([health.statusCode, health.json()]).toEqual([200, { status: 'ok' }]);

    const ready = await ctx.request(undefined, { method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    const body = ready.json<{ status: string; migrations: { applied: number; expected: number } }>();
    expect(body).toMatchObject({ status: 'ready', database: 'ok' });
    expect(body.migrations.applied).toBe(body.migrations.expected);
    expect(body.migrations.expected).toBeGreaterThan(0);
  });

  it('answers 503 when a shipped migration is missing from the database', async () => {
    const {
      rows: [last],
    } = await ctx.db.execute<{ id: number; hash: string; created_at: string }>(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1`,
    );
    await ctx.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const res = await ctx.request(undefined, { method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', database: 'ok' });
    } finally {
      // The same row back: the migrator reads created_at to know what is applied (the database is shared).
      await ctx.db.execute(sql`
        insert into drizzle.__drizzle_migrations (id, hash, created_at)
        values (${last!.id}, ${last!.hash}, ${last!.created_at})`);
    }
  });
});

describe('GET /api/metrics', () => {
  it('needs the metrics token and reports requests per route, the pool and the open streams', async () => {
    const manager = await ctx.actor('Manager Primera');
    const stream = await openSse(`${base}/api/auctions/events?token=${manager.token}`);
    try {
      await ctx.request(manager.token, { method: 'GET', url: '/api/user' });
      await ctx.request(undefined, { method: 'GET', url: '/api/players/999999' });

      expect((await ctx.request(undefined, { method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
      const wrong = await ctx.request('x'.repeat(METRICS_TOKEN.length), {
        method: 'GET',
        url: '/api/metrics',
      });
      expect(wrong.statusCode).toBe(401);

      const res = await ctx.request(METRICS_TOKEN, { method: 'GET', url: '/api/metrics' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.body).toMatch(/http_requests_total\{method="GET",route="\/api\/user",status_code="200"\} 1/);
      expect(res.body).toMatch(
        /http_request_duration_seconds_count\{method="GET",route="\/api\/user",status_code="200"\} 1/,
      );
      expect(res.body).toMatch(/route="\/api\/players\/:id",status_code="(401|404)"/);
      expect(res.body).toMatch(/^live_event_clients 1$/m);
      expect(res.body).toContain('process_resident_memory_bytes');
    } finally {
      stream.close();
    }
  });

  it('is not there at all without METRICS_TOKEN', async () => {
    const app = await buildApp({
      db: ctx.db,
      env: loadEnv({ LOG_LEVEL: 'silent' }),
      secret: 'secreto-de-pruebas-0123456789',
      logger: false,
    });
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('request log', () => {
  it('writes one line per request with its duration, never the body, the password or a token', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await buildApp({
      db: ctx.db,
      env: loadEnv({ LOG_LEVEL: 'info', AUTH_RATE_LIMIT: '1000' }),
      secret: 'secreto-de-pruebas-0123456789',
      logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    try {
      const user = await ctx.createUser({ rol: 'Manager Primera' });
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: 'secreto-de-prueba' },
      });
      const token = login.json<{ token: string }>().token;
      const base = await app.listen({ host: '127.0.0.1', port: 0 });
      const stream = await openSse(`${base}/api/auctions/events?token=${token}&x=1`);
      stream.close();
      await new Promise((resolve) => setTimeout(resolve, 50));

      const requests = lines.filter((l) => l.msg === 'request');
      expect(requests.map((l) => [l.method, l.route, l.status])).toEqual([
        ['POST', '/api/login', 200],
        ['GET', '/api/auctions/events', 200],
      ]);
      for (const line of requests) expect(typeof line.ms).toBe('number');
      const text = JSON.stringify(lines);
      expect(text).not.toContain('secreto-de-prueba');
      expect(text).not.toContain(token);
      expect(text).toContain('token=***&x=1');
    } finally {
      await app.close();
    }
  });
});

describe('compression of API answers', () => {
  it('compresses large JSON answers for clients that accept it, never the live event stream', async () => {
    const docs = await ctx.request(undefined, {
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(docs.rawPayload).toString())).toHaveProperty('openapi');
    const plain = await ctx.request(undefined, { method: 'GET', url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();

    const manager = await ctx.actor('Manager Primera');
    const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      const req = http.get(
        `${base}/api/auctions/events?token=${manager.token}`,
        { headers: { 'accept-encoding': 'br, gzip' } },
        (res) => {
          resolve(res.headers);
          res.destroy();
        },
      );
      req.on('error', reject);
    });
    expect(headers['content-type']).toMatch(/text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
  });
});
