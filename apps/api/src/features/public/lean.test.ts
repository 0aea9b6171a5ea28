import http from 'node:http';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches } from '@liga/db';
import { savePublicSettings } from './settings';
import { useOtherInstance, useTestContext } from '../../test/context.test-kit';
import { seedPublicDemo, type PublicDemo } from './public.test-kit';

// The lean path of the cached public pages (decision 043) answers over HTTP exactly what Fastify's
// routes answer (app.inject never passes through it): status, headers and bytes.
const ctx = useTestContext({ resetEachTest: false });
const other = useOtherInstance(ctx);
let demo: PublicDemo;
let base: string;
let otherBase: string;
beforeAll(async () => {
  demo = await seedPublicDemo(ctx);
  base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  otherBase = await other.listen({ host: '127.0.0.1', port: 0 });
}, 120_000);
afterAll(() => savePublicSettings(ctx.db, { enabled: true }));

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: Buffer;
}

// What the connection adds (its date and keep-alive) is not the page's answer.
const CONNECTION = ['date', 'connection', 'keep-alive'];
const answer = (status: number, headers: Record<string, unknown>, body: Buffer): Answer => ({
  status,
  headers: Object.fromEntries(Object.entries(headers).filter(([name]) => !CONNECTION.includes(name))),
  body,
});

function overHttp(at: string, method: string, url: string, headers: Record<string, string>) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(`${at}${url}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(answer(res.statusCode!, res.headers, Buffer.concat(chunks))));
    });
    req.on('error', reject);
    req.end();
  });
}

const leanAnswers = async (app: FastifyInstance = ctx.app) =>
  (await app.metrics.getSingleMetric('public_pages_lean_total')!.get()).values[0]?.value ?? 0;

/** The same request through Fastify (inject) and over HTTP; returns the HTTP answer and whether the lean path took it. */
async function same(url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  await overHttp(base, method, url, headers); // renders the page if it was not cached
  const before = await leanAnswers();
  const lean = await overHttp(base, method, url, headers);
  const took = (await leanAnswers()) - before;
  const res = await ctx.app.inject({ method, url, headers });
  expect(lean, `${method} ${url} ${JSON.stringify(headers)}`).toEqual(
    answer(res.statusCode, res.headers, res.rawPayload),
  );
  return { lean, took };
}

describe('the lean path of a cached public page', () => {
  const br = { 'accept-encoding': 'gzip, deflate, br' };

  it('sends the same status, headers and bytes as the route, per encoding, for GET and HEAD', async () => {
    for (const url of ['/liga/tablas', `/liga/partidos/${demo.match.id}`, '/liga/reglamento?x=1']) {
      for (const headers of [br, { 'accept-encoding': 'gzip' }, {}]) {
        for (const method of ['GET', 'HEAD'] as const) {
          const { lean, took } = await same(url, headers, method);
          expect([url, method, lean.status, took]).toEqual([url, method, 200, 1]);
          if (method === 'HEAD') expect(lean.body.length).toBe(0);
        }
      }
    }
    const { lean } = await same('/liga/tablas', br);
    expect(lean.headers['content-encoding']).toBe('br');
    expect(lean.headers['content-security-policy']).toContain("default-src 'none'");
    expect(lean.headers['x-frame-options']).toBe('DENY');
  });

  it('answers 304 to the ETag, and a missing page with the same 404 page', async () => {
    const { lean } = await same('/liga/tablas', br);
    const fresh = await same('/liga/tablas', { ...br, 'if-none-match': String(lean.headers.etag) });
    expect([fresh.lean.status, fresh.took, fresh.lean.body.length]).toEqual([304, 1, 0]);
    const missing = await same('/liga/partidos/999999', br);
    expect([missing.lean.status, missing.took]).toEqual([404, 1]);
  });

  it('leaves to Fastify what it does not keep: a trailing slash, another encoding, a malformed id', async () => {
    const moved = await same('/liga/tablas/?q=1', br);
    expect([moved.lean.status, moved.lean.headers.location, moved.took]).toEqual([
      301,
      '/liga/tablas?q=1',
      0,
    ]);
    const star = await same('/liga/tablas', { 'accept-encoding': '*' });
    expect([star.lean.headers['content-encoding'], star.took]).toEqual(['gzip', 0]);
    expect((await same('/liga/equipos/abc', br)).took).toBe(0);
  });

  it('answers a signed-in visitor as any other: the pages read no session', async () => {
    const { token } = await ctx.actor('Admin');
    const signedIn = await same('/liga/tablas', { ...br, authorization: `Bearer ${token}`, cookie: 'a=1' });
    const anonymous = await overHttp(base, 'GET', '/liga/tablas', br);
    expect([signedIn.took, signedIn.lean]).toEqual([1, anonymous]);
  });

  it('drops the page when a result is loaded, on this instance and on the other', async () => {
    const page = `/liga/partidos/${demo.match.id}`;
    const tables = await same('/liga/tablas', br);
    await overHttp(otherBase, 'GET', page, {});
    const [row] = await ctx.db.select().from(matches).where(eq(matches.id, demo.match.id));
    await ctx.db
      .update(matches)
      .set({ scoreHome: row!.scoreHome! + 7 })
      .where(eq(matches.id, demo.match.id));
    const after = await same('/liga/tablas', br);
    expect(after.lean.headers.etag).not.toBe(tables.lean.headers.etag);
    const score = `${row!.scoreHome! + 7} - ${row!.scoreAway}`;
    const before = await leanAnswers(other);
    expect((await overHttp(otherBase, 'GET', page, {})).body.toString()).toContain(score);
    expect((await leanAnswers(other)) - before).toBe(1);
    await ctx.db.update(matches).set({ scoreHome: row!.scoreHome }).where(eq(matches.id, demo.match.id));
  });

  it('answers the Admin turning the pages off with the same 404 page, and their return', async () => {
    await savePublicSettings(ctx.db, { enabled: false });
    const off = await same('/liga/tablas', br);
    expect([off.lean.status, off.took]).toEqual([404, 1]);
    await savePublicSettings(ctx.db, { enabled: true });
    expect((await same('/liga/tablas', br)).lean.status).toBe(200);
  });
});
