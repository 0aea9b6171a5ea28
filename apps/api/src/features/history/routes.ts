import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  SeasonHistorySchema,
  SeasonSummarySchema,
  TeamTrophiesSchema,
  policy,
} from '@liga/domain';
import { seasonSummary } from './summary';
import { seasonHistory, teamTrophyCabinet } from './service';

const tags = ['history'];

/** Every season stays readable (docs/decisions/030): the closed seasons, a season's summary, a team's titles. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const read = { onRequest: app.auth(policy.readLeague) };

  app.get('/seasons/history', { ...read, schema: { tags, response: { 200: SeasonHistorySchema } } }, () =>
    seasonHistory(app.db),
  );

  app.get(
    '/seasons/:id/summary',
    { ...read, schema: { tags, params: IdParamsSchema, response: { 200: SeasonSummarySchema } } },
    (request) => seasonSummary(app.db, app.derived, request.params.id, request.user!.rol),
  );

  app.get(
    '/teams/:id/trophies',
    { ...read, schema: { tags, params: IdParamsSchema, response: { 200: TeamTrophiesSchema } } },
    (request) => teamTrophyCabinet(app.db, request.params.id),
  );
};

export default routes;
