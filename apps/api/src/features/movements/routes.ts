import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, MovementListQuerySchema, MovementListSchema, may, policy } from '@liga/domain';
import { forbidden } from '../../lib/http-errors';
import { guarded, tagged } from '../../lib/route-options';
import { actor } from '../../plugins/auth';
import { messages } from './messages';
import { listMovements } from './queries';

/** GET /users/{id}/movements: a user's budget ledger (docs/rules.md §12), to an Admin or to its owner. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:id/movements',
    guarded(policy.readLeague, {
      params: IdParamsSchema,
      querystring: MovementListQuerySchema,
      response: { 200: MovementListSchema },
    }),
    async (request) => {
      const me = actor(request);
      if (!may(me.rol, 'seeAnyMovements') && me.id !== request.params.id)
        throw forbidden(messages.cannotView);
      return listMovements(app.db, request.params.id, request.query);
    },
  );
};

export default tagged(['movements'], routes);
