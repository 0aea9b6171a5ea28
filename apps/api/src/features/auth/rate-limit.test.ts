import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { rateLimitHits } from '@liga/db';
import { buildApp } from '../../app';
import { loadEnv } from '../../env';
import { useTestContext } from '../../test/context.test-kit';

const ctx = useTestContext({ env: { AUTH_RATE_LIMIT: '3' } });
let second: FastifyInstance;
beforeAll(async () => {
  // Another server instance on the same database, as behind a load balancer.
  second = await buildApp({
    db: ctx.db,
    env: loadEnv({ AUTH_RATE_LIMIT: '3', LOG_LEVEL: 'silent' }),
    clock: ctx.clock,
    secret: 'secreto-de-pruebas-0123456789',
    logger: false,
  });
});
afterAll(() => second.close());

const attempt = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: ip,
    payload: { email: 'victima@liga.test', password: 'x' },
  });

describe('login rate limit across instances', () => {
  // One address against one email, spread over both instances, meets one limit. Failures from many
  // addresses only slow that email down (decision 013; auth-limits.test.ts), never lock it.
  it('counts attempts sent to different instances against one limit', async () => {
    expect((await attempt(ctx.app, '10.0.0.9')).statusCode).toBe(422);
    expect((await attempt(second, '10.0.0.9')).statusCode).toBe(422);
    expect((await attempt(ctx.app, '10.0.0.9')).statusCode).toBe(422);
    const blocked = await attempt(second, '10.0.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Demasiados intentos/);
    expect((await attempt(ctx.app, '10.0.0.10')).statusCode).not.toBe(429);
  });

  it('opens again when the 15-minute window ends, and the sweep removes ended windows', async () => {
    for (let i = 0; i < 3; i++) await attempt(ctx.app, '10.0.0.1');
    expect((await attempt(second, '10.0.0.1')).statusCode).toBe(429);
    ctx.clock.advance(15 * 60_000 + 1);
    expect((await attempt(second, '10.0.0.1')).statusCode).toBe(422);

    ctx.clock.advance(15 * 60_000 + 1);
    await ctx.app.scheduler.runNow('rate-limit-sweep');
    expect(await ctx.db.select().from(rateLimitHits)).toEqual([]);
  });
});
