import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { Role } from '@liga/domain';
import { guard } from '../plugins/auth';

/**
 * The options of a route that only some roles may call: the `app.auth` hook for a `policy` entry
 * (`refusal` is what a forbidden role reads, when the route has its own) and the route's schemas.
 * The schema keeps its own type, so fastify-type-provider-zod still types `request.body`,
 * `request.query`, `request.params` and the answer from it:
 *
 * `app.post('/locks', guarded(policy.lockPlayer, { body: CreateLockSchema, response: { 200: … } }), …)`
 */
export function guarded<S extends FastifySchema>(roles: readonly Role[], schema: S, refusal?: string) {
  return { onRequest: guard(roles, refusal), schema };
}

/**
 * The options of the commonest read: a GET whose query string `querystring` parses and whose 200 answer is
 * `answer`, for the `roles` of a `policy` entry. Typed like `guarded`, so `request.query` keeps its type:
 *
 * `app.get('/locks', queried(policy.lockPlayer, LockListQuerySchema, LockListSchema), …)`
 */
export function queried<Q extends ZodType, A extends ZodType>(
  roles: readonly Role[],
  querystring: Q,
  answer: A,
) {
  return guarded(roles, { querystring, response: { 200: answer } });
}

/**
 * A feature's routes under its OpenAPI tags (the groups of /api/docs): every route the plugin declares
 * with a schema gets them, unless its schema names its own.
 */
export function tagged(tags: readonly string[], routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', (route) => {
      if (route.schema && !route.schema.tags) route.schema = { tags, ...route.schema };
    });
    await app.register(routes);
  };
}
