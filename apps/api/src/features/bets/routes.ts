import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { matchBets, playerBets } from '@liga/db';
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
import { actor } from '../../plugins/auth';
import { messages } from './messages';
import { listMatchBets, listPlayerBets, matchBetById, playerBetById } from './queries';
import userBetRoutes from './user-bet-routes';

const tags = ['bets'];

/** Match and player bets (spec 02 §2 /apuestas, /apuestas/new; §7). Visitors read the lists. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const visitors = { onRequest: app.optionalAuth };
  const creators = { onRequest: app.auth(policy.createBet) };

  app.get(
    '/bets',
    { ...visitors, schema: { tags, querystring: BetListQuerySchema, response: { 200: MatchBetListSchema } } },
    (request) => listMatchBets(app.db, eq(matchBets.active, true), request.query),
  );

  app.get(
    '/singlebet',
    {
      ...visitors,
      schema: { tags, querystring: BetListQuerySchema, response: { 200: PlayerBetListSchema } },
    },
    (request) => listPlayerBets(app.db, eq(playerBets.active, true), request.query),
  );

  app.get(
    '/bets/:id',
    {
      ...visitors,
      schema: { tags, params: BetParamsSchema, response: { 200: MatchBetDetailSchema } },
    },
    async (request) => {
      const bet = await matchBetById(app.db, request.params.id);
      if (!bet) throw notFound(messages.notFound);
      return { data: bet };
    },
  );

  app.get(
    '/singlebet/:id',
    {
      ...visitors,
      schema: { tags, params: BetParamsSchema, response: { 200: PlayerBetDetailSchema } },
    },
    async (request) => {
      const bet = await playerBetById(app.db, request.params.id);
      if (!bet) throw notFound(messages.notFound);
      return { data: bet };
    },
  );

  app.post(
    '/bets',
    {
      ...creators,
      schema: {
        tags,
        body: CreateMatchBetSchema,
        response: { 201: MatchBetSavedSchema },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const [row] = await app.db
        .insert(matchBets)
        .values({
          match: b.match,
          description: b.description,
          homeOdd: b.home_odd,
          awayOdd: b.away_odd,
          drawOdd: b.draw_odd,
          underOdd: b.under,
          overOdd: b.over,
          createdBy: actor(request).id,
          createdAt: app.clock.now(),
        })
        .returning({ id: matchBets.id });
      const bet = (await matchBetById(app.db, row!.id))!;
      return reply.code(201).send({ message: messages.matchCreated, bet });
    },
  );

  app.post(
    '/singlebet',
    {
      ...creators,
      schema: {
        tags,
        body: CreatePlayerBetSchema,
        response: { 201: PlayerBetSavedSchema },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const [row] = await app.db
        .insert(playerBets)
        .values({
          name: b.name,
          description: b.description,
          goalOdd: b.goal_odd,
          cardOdd: b.card_odd,
          createdBy: actor(request).id,
          createdAt: app.clock.now(),
        })
        .returning({ id: playerBets.id });
      const bet = (await playerBetById(app.db, row!.id))!;
      return reply.code(201).send({ message: messages.playerCreated, bet });
    },
  );

  // Spec 02 §6: deactivating is the Admin's. Stakes already placed stay and are settled as usual.
  app.put(
    '/bets/:id',
    {
      onRequest: app.auth(policy.deactivateBet),
      schema: {
        tags,
        params: BetParamsSchema,
        body: DeactivateBetBodySchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const [row] = await app.db
        .update(matchBets)
        .set({ active: false })
        .where(eq(matchBets.id, request.params.id))
        .returning({ id: matchBets.id });
      if (!row) throw notFound(messages.notFound);
      return { message: messages.deactivated };
    },
  );

  await app.register(userBetRoutes);
};

export default routes;
