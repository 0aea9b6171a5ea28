import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardQuerySchema, DashboardSchema, WaitingPlaceSchema, policy } from '@liga/domain';
import { notFound } from '../../lib/http-errors';
import { guarded, queried, tagged } from '../../lib/route-options';
import { actor } from '../../plugins/auth';
import { waitingPlace } from '../users';
import { messages } from './messages';
import { dashboard } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dashboard', queried(policy.readLeague, DashboardQuerySchema, DashboardSchema), async (request) =>
    dashboard(app.db, actor(request), request.query.season, app.clock.now(), app.env.LEAGUE_TIMEZONE),
  );

  // What a waiting-list account sees instead of a team's figures: its place in the queue (decision 026).
  app.get(
    '/dashboard/waiting',
    guarded(policy.readLeague, { response: { 200: WaitingPlaceSchema } }),
    async (request) => {
      const place = await waitingPlace(app.db, actor(request).id);
      if (!place) throw notFound(messages.notWaiting);
      return place;
    },
  );
};

export default tagged(['dashboard'], routes);
