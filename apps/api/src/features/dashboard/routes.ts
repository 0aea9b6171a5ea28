import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardQuerySchema, DashboardSchema, policy } from '@liga/domain';
import { actor } from '../../plugins/auth';
import { dashboard } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      onRequest: app.auth(policy.readLeague),
      schema: {
        tags: ['dashboard'],
        querystring: DashboardQuerySchema,
        response: { 200: DashboardSchema },
      },
    },
    async (request) =>
      dashboard(app.db, actor(request), request.query.season, app.clock.now(), app.env.LEAGUE_TIMEZONE),
  );
};

export default routes;
