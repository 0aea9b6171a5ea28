import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SquadSchema, policy } from '@liga/domain';
import { actor } from '../../plugins/auth';
import { loadSquad } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/plantel',
    { onRequest: app.auth(policy.readLeague), schema: { tags: ['squad'], response: { 200: SquadSchema } } },
    (request) => loadSquad(app.db, actor(request).id),
  );
};

export default routes;
