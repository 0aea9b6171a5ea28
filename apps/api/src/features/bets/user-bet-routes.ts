import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BetListQuerySchema,
  BetParamsSchema,
  MessageSchema,
  MyBetsQuerySchema,
  OldSettleParamsSchema,
  PlaceBetSchema,
  SettleBetBodySchema,
  UserBetListSchema,
  UserBetSavedSchema,
  policy,
} from '@liga/domain';
import { guarded, queried } from '../../lib/route-options';
import { actor } from '../../plugins/auth';
import { messages } from './messages';
import { placeBet } from './place-bet';
import { latestUserBet, settleBet } from './settle-bet';
import { listUserBets, userBetById } from './user-bet-view';

/** Placing bets (league members, with their own budget) and settling them (Admin). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/apuesta/jugador',
    guarded(policy.placeBet, { body: PlaceBetSchema, response: { 201: UserBetSavedSchema } }),
    async (request, reply) => {
      const id = await placeBet(app.db, request.body, actor(request), app.clock.now());
      return reply.code(201).send({ message: messages.placed, bet: (await userBetById(app.db, id))! });
    },
  );

  app.get(
    '/bet_user',
    queried(policy.seePendingBets, BetListQuerySchema, UserBetListSchema),
    // Only what cannot settle by itself waits for the Admin (docs/rules.md §7.5).
    (request) => listUserBets(app.db, { confirmed: false, unlinked: true }, request.query, 'oldest'),
  );

  app.get('/bet_user/mine', queried(policy.readLeague, MyBetsQuerySchema, UserBetListSchema), (request) =>
    listUserBets(
      app.db,
      { userId: actor(request).id, outcome: request.query.outcome },
      request.query,
      'newest',
    ),
  );

  app.put(
    '/apuesta/usuario/:id',
    guarded(policy.settleBet, {
      params: BetParamsSchema,
      body: SettleBetBodySchema,
      response: { 200: MessageSchema },
    }),
    async (request) => {
      await settleBet(app.db, request.params.id, request.body.outcome, actor(request), app.clock.now());
      return { message: messages.confirmed };
    },
  );

  app.put(
    '/apuesta/usuario/:id_bet/:id_user',
    guarded(policy.settleBet, { params: OldSettleParamsSchema, response: { 200: MessageSchema } }),
    async (request) => {
      const id = await latestUserBet(app.db, request.params.id_bet, request.params.id_user);
      await settleBet(app.db, id, 'won', actor(request), app.clock.now());
      return { message: messages.confirmed };
    },
  );
};

export default routes;
