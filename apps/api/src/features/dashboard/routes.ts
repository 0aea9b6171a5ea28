import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardQuerySchema, DashboardSchema, WaitingPlaceSchema, policy } from '@liga/domain';
import { notFound } from '../../lib/http-errors';
import { actor } from '../../plugins/auth';
import { waitingPlace } from '../users';
import { messages } from './messages';
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

  // What a waiting-list account sees instead of a team's figures: its place in the queue (decision 026).
  app.get(
    '/dashboard/waiting',
    {
      onRequest: app.auth(policy.readLeague),
      schema: { tags: ['dashboard'], response: { 200: WaitingPlaceSchema } },
    },
    async (request) => {
      const place = await waitingPlace(app.db, actor(request).id);
      if (!place) throw notFound(messages.notWaiting);
      return place;
    },
  );
};

export default routes;
