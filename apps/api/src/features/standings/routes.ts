import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StandingListSchema, StandingTableSchema, TournamentQuerySchema, policy } from '@liga/domain';
import { standingsTable, tournamentStandings } from './standings';

/** GET /standings (spec 02 §2 /tablas, §7) and /tablas's richer GET /standings/table. */
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

  /** /tablas's own answer: zones from the rule book's format and where the head-to-head decided (issue 12). */
  app.get(
    '/standings/table',
    {
      onRequest: app.auth(policy.readLeague),
      schema: {
        tags: ['standings'],
        querystring: TournamentQuerySchema,
        response: { 200: StandingTableSchema },
      },
    },
    async (request) => {
      const id = request.query.tournament_id;
      return app.derived.get(`standings-table:${id}`, () => standingsTable(app.db, id));
    },
  );
};

export default routes;
