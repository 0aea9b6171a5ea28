import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestContext } from '../test/context.test-kit';

const ctx = useTestContext();

/** Decision 013: the usual security headers, and no cache keeps an answer holding a token. */
describe('security headers', () => {
  it('sends a CSP that allows only the app’s own scripts and forbids framing', async () => {
    const res = await ctx.request(undefined, { method: 'GET', url: '/api/config' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('marks login, sign-up and every API answer no-store', async () => {
    const user = await ctx.createUser({ rol: 'Manager Primera' });
    const login = await ctx.request(undefined, {
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const refused = await ctx.request(undefined, { method: 'POST', url: '/api/signup', payload: {} });
    expect(refused.headers['cache-control']).toBe('no-store');
    const me = await ctx.request(login.json().token, { method: 'GET', url: '/api/user' });
    expect(me.headers['cache-control']).toBe('no-store');
  });
});
