import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policy } from '@liga/domain';
import { seasonParam } from '../../lib/season';
import { actor } from '../../plugins/auth';
import { DashboardSchema } from './schemas';
import { dashboard } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      onRequest: app.auth(policy.readLeague),
      schema: {
        tags: ['dashboard'],
        querystring: z.object({ season: seasonParam }),
        response: { 200: DashboardSchema },
      },
    },
    async (request) =>
      dashboard(app.db, actor(request), request.query.season, app.clock.now(), app.env.LEAGUE_TIMEZONE),
  );
};

export default routes;
