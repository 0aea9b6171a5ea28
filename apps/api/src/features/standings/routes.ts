import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StandingListSchema, TournamentQuerySchema, policy } from '@liga/domain';
import { tournamentStandings } from './standings';

/** GET /standings (spec 02 §2 /tablas, §7). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/standings',
    {
      onRequest: app.auth(policy.readLeague),
      schema: {
        tags: ['standings'],
        querystring: TournamentQuerySchema,
        response: { 200: StandingListSchema },
      },
    },
    // Cached while no match, team or tournament changes (lib/derived-cache.ts).
    async (request) => {
      const id = request.query.tournament_id;
      return { data: await app.derived.get(`standings:${id}`, () => tournamentStandings(app.db, id)) };
    },
  );
};

export default routes;
