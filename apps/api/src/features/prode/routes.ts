import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PRODE_MESSAGES as M,
  PayProdePrizeSchema,
  PredictionsSavedSchema,
  ProdeLeaderboardQuerySchema,
  ProdeLeaderboardSchema,
  ProdePrizePaidSchema,
  ProdeQuerySchema,
  ProdeRoundAnswerSchema,
  ProdeScoringSavedSchema,
  ProdeWinnersSchema,
  SavePredictionsSchema,
  SaveProdeScoringSchema,
  policy,
} from '@liga/domain';
import { guarded, queried, tagged } from '../../lib/route-options';
import { actor } from '../../plugins/auth';
import { payRoundPrize } from './pay-prize';
import { writeScoring } from './queries';
import { prodeRound } from './round';
import { savePredictions } from './save-predictions';
import { prodeLeaderboard, prodeWinners } from './season';

/** The prode (docs/decisions/028): rounds, predictions, tables, scoring and the round prize. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/prode', queried(policy.readLeague, ProdeQuerySchema, ProdeRoundAnswerSchema), async (request) =>
    prodeRound(app.db, request.query, actor(request), app.clock.now()),
  );

  app.put(
    '/prode/predictions',
    guarded(policy.playProde, { body: SavePredictionsSchema, response: { 200: PredictionsSavedSchema } }),
    async (request) => ({
      message: M.saved,
      predictions: await savePredictions(app.db, request.body, actor(request), app.clock.now()),
    }),
  );

  app.get(
    '/prode/leaderboard',
    queried(policy.readLeague, ProdeLeaderboardQuerySchema, ProdeLeaderboardSchema),
    async (request) => prodeLeaderboard(app.db, request.query.season),
  );

  app.get('/prode/winners', guarded(policy.readLeague, { response: { 200: ProdeWinnersSchema } }), async () =>
    prodeWinners(app.db),
  );

  app.put(
    '/prode/scoring',
    guarded(policy.editProdeScoring, {
      body: SaveProdeScoringSchema,
      response: { 200: ProdeScoringSavedSchema },
    }),
    async (request) => {
      await writeScoring(app.db, request.body, app.clock.now());
      return { message: M.scoringSaved, scoring: request.body };
    },
  );

  app.post(
    '/prode/prizes',
    guarded(policy.payProdePrize, { body: PayProdePrizeSchema, response: { 200: ProdePrizePaidSchema } }),
    async (request) => {
      const user = actor(request);
      await payRoundPrize(app.db, request.body, user, app.clock.now());
      const round = await prodeRound(app.db, request.body, user, app.clock.now());
      return { message: M.prizePaid, prize: round.prize };
    },
  );
};

export default tagged(['prode'], routes);
