import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BetListQuerySchema,
  BetParamsSchema,
  CreateMatchBetSchema,
  CreatePlayerBetSchema,
  DeactivateBetBodySchema,
  MatchBetDetailSchema,
  MatchBetListSchema,
  MatchBetSavedSchema,
  MessageSchema,
  PlayerBetDetailSchema,
  PlayerBetListSchema,
  PlayerBetSavedSchema,
  policy,
} from '@liga/domain';
import { notFound } from '../../lib/http-errors';
import { guarded, tagged } from '../../lib/route-options';
import { actor } from '../../plugins/auth';
import { messages } from './messages';
import { listMatchBets, listPlayerBets, matchBetById, playerBetById } from './queries';
import fixtureRoutes from './fixture-routes';
import userBetRoutes from './user-bet-routes';
import { createMatchBet, createPlayerBet, deactivateMatchBet } from './service';

/** Match and player bets (/apuestas, /apuestas/new; decision 012). Visitors read the lists. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const visitors = { onRequest: app.optionalAuth };
  // A bet's page reads `{ data: bet }`, or 404 for an unknown id.
  const detail = async <T>(bet: Promise<T | undefined>) => {
    const data = await bet;
    if (!data) throw notFound(messages.notFound);
    return { data };
  };

  app.get(
    '/bets',
    { ...visitors, schema: { querystring: BetListQuerySchema, response: { 200: MatchBetListSchema } } },
    (request) => listMatchBets(app.db, { active: true }, request.query, app.clock.now()),
  );

  app.get(
    '/singlebet',
    { ...visitors, schema: { querystring: BetListQuerySchema, response: { 200: PlayerBetListSchema } } },
    (request) => listPlayerBets(app.db, { active: true }, request.query, app.clock.now()),
  );

  app.get(
    '/bets/:id',
    { ...visitors, schema: { params: BetParamsSchema, response: { 200: MatchBetDetailSchema } } },
    (request) => detail(matchBetById(app.db, request.params.id, app.clock.now())),
  );

  app.get(
    '/singlebet/:id',
    { ...visitors, schema: { params: BetParamsSchema, response: { 200: PlayerBetDetailSchema } } },
    (request) => detail(playerBetById(app.db, request.params.id, app.clock.now())),
  );

  app.post(
    '/bets',
    guarded(policy.createBet, { body: CreateMatchBetSchema, response: { 201: MatchBetSavedSchema } }),
    async (request, reply) => {
      const bet = await createMatchBet(app.db, request.body, actor(request), app.clock.now());
      return reply.code(201).send({ message: messages.matchCreated, bet });
    },
  );

  app.post(
    '/singlebet',
    guarded(policy.createBet, { body: CreatePlayerBetSchema, response: { 201: PlayerBetSavedSchema } }),
    async (request, reply) => {
      const bet = await createPlayerBet(app.db, request.body, actor(request), app.clock.now());
      return reply.code(201).send({ message: messages.playerCreated, bet });
    },
  );

  app.put(
    '/bets/:id',
    guarded(policy.deactivateBet, {
      params: BetParamsSchema,
      body: DeactivateBetBodySchema,
      response: { 200: MessageSchema },
    }),
    async (request) => {
      await deactivateMatchBet(app.db, request.params.id);
      return { message: messages.deactivated };
    },
  );

  await app.register(userBetRoutes);
  await app.register(fixtureRoutes);
};

export default tagged(['bets'], routes);
