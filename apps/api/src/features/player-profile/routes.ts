import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, PlayerProfileSchema, policy } from '@liga/domain';
import { guarded, tagged } from '../../lib/route-options';
import { actor } from '../../plugins/auth';
import { playerProfile } from './service';

/**
 * The player page (decision 026) beside the league client's player calls: its own feature because it
 * reads the market's sealed offers, and the market already reads players (no loop between the two).
 * Not cached like the player views: what is sealed depends on the viewer and the hour.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/players/:id/profile',
    guarded(policy.readLeague, { params: IdParamsSchema, response: { 200: PlayerProfileSchema } }),
    (request) =>
      playerProfile(app.db, request.params.id, {
        userId: actor(request).id,
        now: app.clock.now(),
        timeZone: app.env.LEAGUE_TIMEZONE,
      }),
  );
};

export default tagged(['players'], routes);
