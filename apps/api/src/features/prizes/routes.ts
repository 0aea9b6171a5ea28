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
import { actor } from '../../plugins/auth';
import { messages } from './messages';
import { paidAnswer } from './paid-answer';
import { payPrizes } from './pay-prizes';
import { listPrizes, prizeView } from './queries';
import { revertPrize } from './revert-prize';
import tableRoutes from './table-routes';

const tags = ['prizes'];

/** Prize loading (/premios, POST /prizes), Admin only (decision 009). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.auth(policy.awardPrizes) };

  app.post(
    '/prizes',
    { ...admin, schema: { tags, body: SubmitPrizesSchema, response: { 200: PrizesPaidAnswerSchema } } },
    async (request) => {
      const outcome = await payPrizes(app.db, request.body.prizes, actor(request), app.clock.now(), 'manual');
      return paidAnswer(app.db, outcome);
    },
  );

  app.get(
    '/prizes',
    { ...admin, schema: { tags, querystring: PrizeListQuerySchema, response: { 200: PrizeListSchema } } },
    (request) => listPrizes(app.db, request.query),
  );

  app.post(
    '/prizes/:id/revert',
    {
      ...admin,
      schema: {
        tags,
        params: IdParamsSchema,
        body: RevertPrizeSchema,
        response: { 200: RevertPrizeAnswerSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await revertPrize(app.db, id, request.body.reason, actor(request), app.clock.now());
      return { message: messages.reverted, prize: (await prizeView(app.db, id))! };
    },
  );

  await app.register(tableRoutes);
};

export default routes;
