import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateTournamentSchema,
  FixtureAnswerSchema,
  FixtureBodySchema,
  TournamentListQuerySchema,
  TournamentListSchema,
  TournamentParamsSchema,
  TournamentSavedSchema,
  policy,
} from '@liga/domain';
import { actor } from '../../plugins/auth';
import { generateFixture, generateQuarterFinals } from './fixture';
import { messages } from './messages';
import { generateNextPlayoffRound, generatePlayoffs } from './playoffs';
import { listTournamentViews } from './queries';
import { createTournament } from './service';

const tags = ['tournaments'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.auth(policy.createTournament) };

  app.get(
    '/tournaments',
    {
      onRequest: app.auth(policy.readLeague),
      schema: {
        tags,
        querystring: TournamentListQuerySchema,
        response: { 200: TournamentListSchema },
      },
    },
    async (request) => ({ data: await listTournamentViews(app.db, { seasonId: request.query.season }) }),
  );

  app.post(
    '/tournaments',
    {
      ...admin,
      schema: {
        tags,
        body: CreateTournamentSchema,
        response: { 201: TournamentSavedSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ message: messages.created, tournament: await createTournament(app.db, request.body) }),
  );

  app.post(
    '/tournaments/:id/fixture',
    {
      ...admin,
      schema: {
        tags,
        params: TournamentParamsSchema,
        body: FixtureBodySchema,
        response: { 201: FixtureAnswerSchema },
      },
    },
    async (request, reply) => {
      const result = await generateFixture(
        app.db,
        request.params.id,
        request.body?.seed,
        actor(request).id,
        app.env.LEAGUE_TIMEZONE,
      );
      return reply.code(201).send({ message: messages.fixtureCreated, ...result });
    },
  );

  app.post(
    '/tournaments/:id/fixture/knockout',
    { ...admin, schema: { tags, params: TournamentParamsSchema, response: { 201: FixtureAnswerSchema } } },
    async (request, reply) => {
      const result = await generateQuarterFinals(
        app.db,
        request.params.id,
        actor(request).id,
        app.env.LEAGUE_TIMEZONE,
      );
      return reply.code(201).send({ message: messages.quartersCreated, ...result });
    },
  );

  app.post(
    '/tournaments/:id/fixture/playoffs',
    { ...admin, schema: { tags, params: TournamentParamsSchema, response: { 201: FixtureAnswerSchema } } },
    async (request, reply) => {
      const result = await generatePlayoffs(
        app.db,
        request.params.id,
        actor(request).id,
        app.env.LEAGUE_TIMEZONE,
      );
      return reply.code(201).send({ message: messages.playoffsCreated, ...result });
    },
  );

  app.post(
    '/tournaments/:id/fixture/playoffs/next',
    { ...admin, schema: { tags, params: TournamentParamsSchema, response: { 201: FixtureAnswerSchema } } },
    async (request, reply) => {
      const { stage, ...result } = await generateNextPlayoffRound(
        app.db,
        request.params.id,
        actor(request).id,
        app.env.LEAGUE_TIMEZONE,
      );
      const round = result.matches[0]?.stage_label ?? String(stage);
      return reply.code(201).send({ message: messages.nextRoundCreated(round), ...result });
    },
  );
};

export default routes;
