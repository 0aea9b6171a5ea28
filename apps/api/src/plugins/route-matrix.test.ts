import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ROLES, type Role } from '@liga/domain';
import { useTestContext } from '../test/context.test-kit';

/**
 * The route × role matrix, generated from the routes the app registered (decision 013): every /api route
 * declares who may call it (`app.auth(policy.x)`, `app.optionalAuth` or `config: { public: true }`),
 * and every caller outside that policy (each role, and anonymous callers) is refused before the route
 * reads anything. A new route without a policy, or a guard that lets an outsider through, fails here.
 */
const ctx = useTestContext({ resetEachTest: false, env: { ENABLE_TEST_ROUTES: 'true' } });
const tokens = new Map<Role, string>();
beforeAll(async () => {
  for (const rol of ROLES) tokens.set(rol, (await ctx.actor(rol)).token);
});

const apiRoutes = () => ctx.app.routePolicies.filter((r) => r.url.startsWith('/api/'));
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '999');

describe('the route × role matrix', () => {
  it('finds the routes and every one declares a policy', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(70);
    const undeclared = routes.filter((r) => r.policy === undefined).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('refuses every caller outside a route’s policy, anonymous callers with 401', async () => {
    const leaks: string[] = [];
    for (const route of apiRoutes()) {
      if (route.policy === undefined || route.policy === 'public') continue;
      const allowed = route.policy.roles;
      const request: InjectOptions = {
        method: route.method as InjectOptions['method'],
        url: concrete(route.url),
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      };
      const anonymous = await ctx.request(undefined, request);
      if (anonymous.statusCode !== 401)
        leaks.push(`anónimo ${route.method} ${route.url} → ${anonymous.statusCode}`);
      for (const rol of ROLES.filter((r) => !allowed.includes(r))) {
        const res = await ctx.request(tokens.get(rol), request);
        if (res.statusCode !== 403) leaks.push(`${rol} ${route.method} ${route.url} → ${res.statusCode}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('keeps a revoked token out of every guarded route', async () => {
    const { token } = await ctx.actor('Admin');
    await ctx.request(token, { method: 'POST', url: '/api/logout' });
    const open: string[] = [];
    for (const route of apiRoutes()) {
      if (route.policy === undefined || route.policy === 'public') continue;
      const res = await ctx.request(token, {
        method: route.method as InjectOptions['method'],
        url: concrete(route.url),
      });
      if (res.statusCode !== 401) open.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(open).toEqual([]);
  });
});
