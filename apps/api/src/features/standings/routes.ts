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
    async (request) => ({ data: await tournamentStandings(app.db, request.query.tournament_id) }),
  );
};

export default routes;
