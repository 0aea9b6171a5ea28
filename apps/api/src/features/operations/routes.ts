import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { migrationStatus } from '@liga/db';
import { HealthSchema, ReadinessSchema, type Readiness } from '@liga/domain';
import { notFound, unauthorized } from '../../lib/http-errors';
import { bearerToken } from '../../plugins/auth';

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Liveness, readiness and Prometheus metrics for load balancers, orchestrators and monitoring. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['operations'], security: [], response: { 200: HealthSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['operations'],
        security: [],
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      let body: Readiness;
      try {
        const migrations = await migrationStatus(app.db);
        const ready = migrations.applied >= migrations.expected;
        body = { status: ready ? 'ready' : 'unavailable', database: 'ok', migrations };
      } catch (error) {
        app.log.warn({ err: error }, 'La base de datos no responde');
        body = { status: 'unavailable', database: 'error', migrations: { applied: 0, expected: 0 } };
      }
      return reply.code(body.status === 'ready' ? 200 : 503).send(body);
    },
  );

  // Off (404) without METRICS_TOKEN: the figures reveal activity and must not be public.
  app.get('/metrics', { schema: { tags: ['operations'], hide: true } }, async (request, reply) => {
    const expected = app.env.METRICS_TOKEN;
    if (!expected) throw notFound();
    const given = bearerToken(request);
    if (!given || !sameSecret(given, expected)) throw unauthorized();
    return reply.type(app.metrics.contentType).send(await app.metrics.metrics());
  });
};

export default routes;
