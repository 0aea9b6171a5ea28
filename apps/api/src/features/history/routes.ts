import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  SeasonHistorySchema,
  SeasonSummarySchema,
  TeamTrophiesSchema,
  policy,
} from '@liga/domain';
import { guarded, tagged } from '../../lib/route-options';
import { seasonSummary } from './summary';
import { seasonHistory, teamTrophyCabinet } from './service';

/** Every season stays readable (docs/decisions/030): the closed seasons, a season's summary, a team's titles. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/seasons/history', guarded(policy.readLeague, { response: { 200: SeasonHistorySchema } }), () =>
    seasonHistory(app.db),
  );

  app.get(
    '/seasons/:id/summary',
    guarded(policy.readLeague, { params: IdParamsSchema, response: { 200: SeasonSummarySchema } }),
    (request) => seasonSummary(app.db, app.derived, request.params.id, request.user!.rol),
  );

  app.get(
    '/teams/:id/trophies',
    guarded(policy.readLeague, { params: IdParamsSchema, response: { 200: TeamTrophiesSchema } }),
    (request) => teamTrophyCabinet(app.db, request.params.id),
  );
};

export default tagged(['history'], routes);
