import type { FastifyRequest } from 'fastify';
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
import { guarded, queried, tagged } from '../../lib/route-options';
import { actor } from '../../plugins/auth';
import { generateFixture, generateQuarterFinals } from './fixture';
import { messages } from './messages';
import { generateNextPlayoffRound, generatePlayoffs } from './playoffs';
import { listTournamentViews } from './queries';
import { createTournament } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tournaments',
    queried(policy.readLeague, TournamentListQuerySchema, TournamentListSchema),
    async (request) => ({ data: await listTournamentViews(app.db, { seasonId: request.query.season }) }),
  );

  app.post(
    '/tournaments',
    guarded(policy.createTournament, {
      body: CreateTournamentSchema,
      response: { 201: TournamentSavedSchema },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send({ message: messages.created, tournament: await createTournament(app.db, request.body) }),
  );

  app.post(
    '/tournaments/:id/fixture',
    guarded(policy.createTournament, {
      params: TournamentParamsSchema,
      body: FixtureBodySchema,
      response: { 201: FixtureAnswerSchema },
    }),
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

  // The knockout stages, drawn from the results so far by the calling Admin in the league's time zone.
  const stage = guarded(policy.createTournament, {
    params: TournamentParamsSchema,
    response: { 201: FixtureAnswerSchema },
  });
  type StageDraw<T> = (db: typeof app.db, id: number, by: number, timeZone: string) => Promise<T>;
  const draw = <T>(request: FastifyRequest & { params: { id: number } }, generate: StageDraw<T>) =>
    generate(app.db, request.params.id, actor(request).id, app.env.LEAGUE_TIMEZONE);

  app.post('/tournaments/:id/fixture/knockout', stage, async (request, reply) => {
    const result = await draw(request, generateQuarterFinals);
    return reply.code(201).send({ message: messages.quartersCreated, ...result });
  });

  app.post('/tournaments/:id/fixture/playoffs', stage, async (request, reply) => {
    const result = await draw(request, generatePlayoffs);
    return reply.code(201).send({ message: messages.playoffsCreated, ...result });
  });

  app.post('/tournaments/:id/fixture/playoffs/next', stage, async (request, reply) => {
    const { stage: drawn, ...result } = await draw(request, generateNextPlayoffRound);
    const round = result.matches[0]?.stage_label ?? String(drawn);
    return reply.code(201).send({ message: messages.nextRoundCreated(round), ...result });
  });
};

export default tagged(['tournaments'], routes);
