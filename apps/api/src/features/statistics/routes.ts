import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TeamStatisticsParamsSchema,
  TeamStatisticsQuerySchema,
  TeamStatisticsSchema,
  TopListsSchema,
  TournamentQuerySchema,
  policy,
} from '@liga/domain';
import { guarded, queried, tagged } from '../../lib/route-options';
import { teamStatistics } from './summary';
import { topLists } from './top';

/** /estadisticas: the top lists of a tournament and a team's per-player summary. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/match-statistics/team/:team_id/summary',
    guarded(policy.readLeague, {
      params: TeamStatisticsParamsSchema,
      querystring: TeamStatisticsQuerySchema,
      response: { 200: TeamStatisticsSchema },
    }),
    (request) => teamStatistics(app.db, request.params.team_id, request.query.season),
  );

  app.get(
    '/statistics/top',
    queried(policy.readLeague, TournamentQuerySchema, TopListsSchema),
    // Cached while no statistics line, player name or team changes (lib/derived-cache.ts).
    (request) => {
      const id = request.query.tournament_id;
      return app.derived.get(`top:${id}`, () => topLists(app.db, id));
    },
  );
};

export default tagged(['statistics'], routes);
