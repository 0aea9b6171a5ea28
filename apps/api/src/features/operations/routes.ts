import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema, ReadinessSchema } from '@liga/domain';
import { notFound, unauthorized } from '../../lib/http-errors';
import { bearerToken } from '../../plugins/auth';
import { readiness } from './queries';

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Liveness, readiness and Prometheus metrics for load balancers, orchestrators and monitoring. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: { tags: ['operations'], security: [], response: { 200: HealthSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { public: true },
      schema: {
        tags: ['operations'],
        security: [],
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const body = await readiness(app.db, app.log);
      return reply.code(body.status === 'ready' ? 200 : 503).send(body);
    },
  );

  // Off (404) without METRICS_TOKEN: the figures reveal activity and must not be public.
  // Public to the role policy: the route checks METRICS_TOKEN itself.
  app.get(
    '/metrics',
    { config: { public: true }, schema: { tags: ['operations'], hide: true } },
    async (request, reply) => {
      const expected = app.env.METRICS_TOKEN;
      if (!expected) throw notFound();
      const given = bearerToken(request);
      if (!given || !sameSecret(given, expected)) throw unauthorized();
      return reply.type(app.metrics.contentType).send(await app.metrics.metrics());
    },
  );
};

export default routes;
