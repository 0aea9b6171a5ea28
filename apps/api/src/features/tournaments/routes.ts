import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { tournaments } from '@liga/db';
import { policy } from '@liga/domain';
import { IdParams } from '../../lib/input-fields';
import { actor } from '../../plugins/auth';
import { generateFixture, generateQuarterFinals } from './fixture';
import { messages } from './messages';
import { listTournamentViews } from './queries';
import {
  CreateTournamentSchema,
  FixtureAnswer,
  FixtureBodySchema,
  TournamentListQuery,
  TournamentSchema,
} from './schemas';
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
        querystring: TournamentListQuery,
        response: { 200: z.object({ data: z.array(TournamentSchema) }) },
      },
    },
    async (request) => {
      const { season } = request.query;
      return {
        data: await listTournamentViews(
          app.db,
          season === undefined ? undefined : eq(tournaments.seasonId, season),
        ),
      };
    },
  );

  app.post(
    '/tournaments',
    {
      ...admin,
      schema: {
        tags,
        body: CreateTournamentSchema,
        response: { 201: z.object({ message: z.string(), tournament: TournamentSchema }) },
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
      schema: { tags, params: IdParams, body: FixtureBodySchema, response: { 201: FixtureAnswer } },
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
    { ...admin, schema: { tags, params: IdParams, response: { 201: FixtureAnswer } } },
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
};

export default routes;
