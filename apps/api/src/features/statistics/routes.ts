import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TeamStatisticsParamsSchema,
  TeamStatisticsQuerySchema,
  TeamStatisticsSchema,
  TopListsSchema,
  TournamentQuerySchema,
  policy,
} from '@liga/domain';
import { teamStatistics } from './summary';
import { topLists } from './top';

const tags = ['statistics'];

/** /estadisticas: the top lists of a tournament and a team's per-player summary. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const read = { onRequest: app.auth(policy.readLeague) };

  app.get(
    '/match-statistics/team/:team_id/summary',
    {
      ...read,
      schema: {
        tags,
        params: TeamStatisticsParamsSchema,
        querystring: TeamStatisticsQuerySchema,
        response: { 200: TeamStatisticsSchema },
      },
    },
    (request) => teamStatistics(app.db, request.params.team_id, request.query.season),
  );

  app.get(
    '/statistics/top',
    { ...read, schema: { tags, querystring: TournamentQuerySchema, response: { 200: TopListsSchema } } },
    // Cached while no statistics line, player name or team changes (lib/derived-cache.ts).
    (request) => {
      const id = request.query.tournament_id;
      return app.derived.get(`top:${id}`, () => topLists(app.db, id));
    },
  );
};

export default routes;
