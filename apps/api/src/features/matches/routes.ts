import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateMatchSchema,
  IdParamsSchema,
  MatchDetailSchema,
  MatchListQuerySchema,
  MatchListSchema,
  MatchSavedSchema,
  UpdateMatchSchema,
  policy,
} from '@liga/domain';
import { notFound } from '../../lib/http-errors';
import { actor } from '../../plugins/auth';
import { findMatchView } from '../../lib/match-view';
import { guarded, queried, tagged } from '../../lib/route-options';
import { messages } from './messages';
import { createMatch, listMatches, updateMatch } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/matches', queried(policy.readLeague, MatchListQuerySchema, MatchListSchema), async (request) => ({
    data: await listMatches(app.db, request.query),
  }));

  app.get(
    '/games/:id',
    guarded(policy.readLeague, { params: IdParamsSchema, response: { 200: MatchDetailSchema } }),
    async (request) => {
      const match = await findMatchView(app.db, request.params.id);
      if (!match) throw notFound(messages.notFound);
      return { data: match };
    },
  );

  app.post(
    '/matches',
    guarded(policy.enterMatchResult, { body: CreateMatchSchema, response: { 201: MatchSavedSchema } }),
    async (request, reply) => {
      const match = await createMatch(
        app.db,
        request.body,
        actor(request),
        app.clock.now(),
        app.env.LEAGUE_TIMEZONE,
      );
      return reply.code(201).send({ message: messages.created, match });
    },
  );

  app.put(
    '/matches/:id',
    guarded(policy.editMatch, {
      params: IdParamsSchema,
      body: UpdateMatchSchema,
      response: { 200: MatchSavedSchema },
    }),
    async (request) => {
      const { match, reEnabled } = await updateMatch(
        app.db,
        request.params.id,
        request.body,
        actor(request),
        app.env.LEAGUE_TIMEZONE,
        app.clock.now(),
      );
      return { message: reEnabled ? messages.reEnabled : messages.updated, match };
    },
  );
};

export default tagged(['matches'], routes);
