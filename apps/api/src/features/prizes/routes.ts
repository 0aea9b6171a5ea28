import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PrizeListQuerySchema,
  PrizeListSchema,
  PrizesPaidAnswerSchema,
  RevertPrizeAnswerSchema,
  RevertPrizeSchema,
  IdParamsSchema,
  SubmitPrizesSchema,
  policy,
} from '@liga/domain';
import { guarded, queried, tagged } from '../../lib/route-options';
import { actor } from '../../plugins/auth';
import { messages } from './messages';
import { paidAnswer } from './paid-answer';
import { payPrizes } from './pay-prizes';
import { listPrizes, prizeView } from './queries';
import { revertPrize } from './revert-prize';
import tableRoutes from './table-routes';

/** Prize loading (/premios, POST /prizes), Admin only (decision 009). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/prizes',
    guarded(policy.awardPrizes, { body: SubmitPrizesSchema, response: { 200: PrizesPaidAnswerSchema } }),
    async (request) => {
      const outcome = await payPrizes(app.db, request.body.prizes, actor(request), app.clock.now(), 'manual');
      return paidAnswer(app.db, outcome);
    },
  );

  app.get('/prizes', queried(policy.awardPrizes, PrizeListQuerySchema, PrizeListSchema), (request) =>
    listPrizes(app.db, request.query),
  );

  app.post(
    '/prizes/:id/revert',
    guarded(policy.awardPrizes, {
      params: IdParamsSchema,
      body: RevertPrizeSchema,
      response: { 200: RevertPrizeAnswerSchema },
    }),
    async (request) => {
      const { id } = request.params;
      await revertPrize(app.db, id, request.body.reason, actor(request), app.clock.now());
      return { message: messages.reverted, prize: (await prizeView(app.db, id))! };
    },
  );

  await app.register(tableRoutes);
};

export default tagged(['prizes'], routes);
