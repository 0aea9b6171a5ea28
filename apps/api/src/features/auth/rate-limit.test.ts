import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { rateLimitHits } from '@liga/db';
import { DbCounterStore, RateLimiter } from '../../lib/rate-limiter';
import { useOtherInstance, useTestContext } from '../../test/context.test-kit';

const ctx = useTestContext({ env: { AUTH_RATE_LIMIT: '3' } });
// Another server instance on the same database, as behind a load balancer.
const second = useOtherInstance(ctx, { AUTH_RATE_LIMIT: '3' });

const attempt = (app: FastifyInstance, ip: string, email = 'victima@liga.test') =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: ip,
    payload: { email, password: 'x' },
  });
const counters = () => ctx.db.select().from(rateLimitHits).orderBy(rateLimitHits.key);

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

// Decision 013 (second audit): 3,000 refused logins from one address used to add 3,000 rows.
describe('a refused attempt costs nothing lasting', () => {
  it('from a blocked address, logins with new emails are refused without writing a row or a count', async () => {
    for (let i = 0; i < 3; i++)
      expect((await attempt(ctx.app, '10.9.9.9', `e${i}@liga.test`)).statusCode).toBe(422);
    const before = await counters();
    for (let i = 0; i < 60; i++)
      expect((await attempt(i % 2 ? ctx.app : second, '10.9.9.9', `otro${i}@liga.test`)).statusCode).toBe(
        429,
      );
    expect(await counters()).toEqual(before);
    expect(before.find((r) => r.key === 'login:ip:10.9.9.9')?.count).toBe(3);
  });

  it('concurrent logins from one address over two instances: the limit admits exactly 3, the rest write nothing', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(i % 2 ? ctx.app : second, '10.8.8.8', `c${i}@liga.test`)),
    );
    expect(answers.filter((a) => a.statusCode !== 429)).toHaveLength(3);
    const rows = await counters();
    expect(rows.find((r) => r.key === 'login:ip:10.8.8.8')?.count).toBe(3);
    // The address, three email+address windows and three failed emails: nothing per refused attempt.
    expect(rows).toHaveLength(7);
  });

  it('a refused sign-up or assistant question counts nothing more', async () => {
    const signup = () =>
      ctx.app.inject({ method: 'POST', url: '/api/signup', remoteAddress: '10.7.7.7', payload: {} });
    for (let i = 0; i < 3; i++) expect((await signup()).statusCode).toBe(422);
    for (let i = 0; i < 10; i++) expect((await signup()).statusCode).toBe(429);
    const limiter = new RateLimiter(new DbCounterStore(ctx.db), 2, 60_000);
    const hits = [];
    for (let i = 0; i < 6; i++) hits.push(await limiter.hit('assistant:7', ctx.clock.now()));
    expect(hits).toEqual([true, true, false, false, false, false]);
    expect((await counters()).map((r) => [r.key, r.count])).toEqual([
      ['assistant:7', 2],
      ['signup:ip:10.7.7.7', 3],
    ]);
  });
});
