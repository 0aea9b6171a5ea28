import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestContext, type TestContext } from '../../test/context.test-kit';
import { SLOWDOWN_MS } from './auth-limiter';

/** A POST from the client address `remoteAddress`, with that X-Forwarded-For header when given. */
const postFrom = (
  ctx: TestContext,
  url: '/api/login' | '/api/signup',
  remoteAddress: string,
  forwarded: string | undefined,
  payload: object,
) =>
  ctx.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
    payload,
  });

/** Decision 013: limits that a rotating X-Forwarded-For cannot dodge and a rival cannot turn into a lockout. */
describe('login and sign-up limits', () => {
  const ctx = useTestContext({ env: { AUTH_RATE_LIMIT: '3' } });

  const login = (email: string, password: string, ip: string, forwarded?: string) =>
    postFrom(ctx, '/api/login', ip, forwarded, { email, password });

  it('ignores X-Forwarded-For unless TRUST_PROXY says so: rotating it does not dodge the per-IP limit', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login(`x${i}@liga.test`, 'mal', '10.1.1.1', `203.0.113.${i}`)).statusCode).toBe(422);
    const blocked = await login('x9@liga.test', 'mal', '10.1.1.1', '203.0.113.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Demasiados intentos. Esperá 15 minutos y volvé a intentar.');
  });

  it('counts sign-ups per IP whatever the forwarded header says', async () => {
    const signup = (i: number) =>
      postFrom(ctx, '/api/signup', '10.2.2.2', `198.51.100.${i}`, { email: `s${i}@liga.test` });
    for (let i = 0; i < 3; i++) expect((await signup(i)).statusCode).toBe(422);
    expect((await signup(99)).statusCode).toBe(429);
  });

  it('blocks guessing one email from one IP, but the owner logs in from another address', async () => {
    const victim = await ctx.createUser({ rol: 'Manager Primera', email: 'victima@liga.test' });
    for (let i = 0; i < 3; i++) expect((await login(victim.email, 'mal', '10.3.3.3')).statusCode).toBe(422);
    expect((await login(victim.email, TEST_PASSWORD, '10.3.3.3')).statusCode).toBe(429);
    // Guesses spread over many addresses: each address stays under its limit, none locks the owner out.
    for (let i = 0; i < 6; i++)
      expect((await login(victim.email, 'mal', `10.4.0.${i}`)).statusCode).toBe(422);
    const started = Date.now();
    const owner = await login(victim.email, TEST_PASSWORD, '192.0.2.50');
    expect(owner.statusCode).toBe(200);
    // …though every login of that email is slowed down meanwhile.
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_MS - 50);
  });

  it('does not count successful logins against a shared address', async () => {
    const user = await ctx.createUser({ rol: 'Manager Primera' });
    for (let i = 0; i < 6; i++)
      expect((await login(user.email, TEST_PASSWORD, '10.5.5.5')).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  const ctx = useTestContext({ env: { AUTH_RATE_LIMIT: '2', TRUST_PROXY: '10.0.0.0/8' } });

  it('takes the client address from X-Forwarded-For only from a trusted proxy', async () => {
    const viaProxy = (client: string) => postFrom(ctx, '/api/signup', '10.0.0.1', client, {});
    // Two clients behind the proxy each get their own allowance.
    for (const client of ['198.51.100.1', '198.51.100.1', '198.51.100.2', '198.51.100.2'])
      expect((await viaProxy(client)).statusCode).toBe(422);
    expect((await viaProxy('198.51.100.1')).statusCode).toBe(429);
    // An untrusted sender's header is ignored: its own address is counted.
    const direct = () =>
      postFrom(ctx, '/api/signup', '192.0.2.9', `198.51.100.${Math.floor(Math.random() * 200)}`, {});
    expect((await direct()).statusCode).toBe(422);
    expect((await direct()).statusCode).toBe(422);
    expect((await direct()).statusCode).toBe(429);
  });
});
