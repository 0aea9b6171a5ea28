import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policy } from '@liga/domain';

/**
 * Moves the server clock for the e2e suite (market windows, auction closes) without waiting.
 * Registered only when ENABLE_TEST_ROUTES=true and never under NODE_ENV=production (app.ts refuses
 * that pair at start); even then only an Admin's token moves the clock.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const Clock = z.object({ now: z.string() });
  const admin = { onRequest: app.auth(policy.moveTestClock) };
  app.get('/test/clock', { ...admin, schema: { hide: true, response: { 200: Clock } } }, async () => ({
    now: app.clock.now().toISOString(),
  }));
  app.post(
    '/test/clock',
    {
      ...admin,
      schema: {
        hide: true,
        body: z.object({
          advance_ms: z.number().int().optional(),
          at: z.iso.datetime().optional(),
          reset: z.boolean().optional(),
        }),
        response: { 200: Clock },
      },
    },
    async (request) => {
      const { advance_ms, at, reset } = request.body;
      if (reset) app.clock.reset();
      if (at) app.clock.set(new Date(at));
      if (advance_ms) app.clock.advance(advance_ms);
      return { now: app.clock.now().toISOString() };
    },
  );
};

export default routes;
