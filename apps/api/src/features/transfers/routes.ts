import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MessageSchema,
  SeasonListQuerySchema,
  TransferBodySchema,
  PendingTransferListSchema,
  TransferListSchema,
  TransferParamsSchema,
  TransferSavedSchema,
  policy,
} from '@liga/domain';
import { listPage } from '../../lib/list-query';
import { guarded, queried, tagged } from '../../lib/route-options';
import { actor } from '../../plugins/auth';
import { seasonFilter } from '../seasons';
import { listTransferViews } from './transfer-view';
import { confirmTransfer } from './confirm-transfer';
import { closeTransfer } from './close-transfer';
import { createTransfer } from './create-transfer';
import { withPlayerIds } from './player-names';
import { messages } from './messages';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/transfer',
    guarded(
      policy.createTransfer,
      { body: TransferBodySchema, response: { 201: TransferSavedSchema } },
      messages.cannotCreate,
    ),
    async (request, reply) => {
      const me = actor(request);
      const input = await withPlayerIds(app.db, request.body);
      const id = await createTransfer(app.db, input, me, app.clock.now(), app.env.LEAGUE_TIMEZONE);
      const [transfer] = await listTransferViews(app.db, { id }, me);
      return reply.code(201).send({ message: messages.done, transfer: transfer! });
    },
  );

  app.get(
    '/transferencia_pendiente',
    queried(policy.readLeague, SeasonListQuerySchema, PendingTransferListSchema),
    async (request) => {
      const me = actor(request);
      const seasonId = await seasonFilter(app.db, request.query.season);
      // A bare array: the league's client filters the body itself (decision 033).
      return listTransferViews(app.db, { pendingFor: me, now: app.clock.now(), seasonId }, me);
    },
  );

  app.post(
    '/transferencia_confirmada/:id',
    guarded(
      policy.confirmTransfer,
      { params: TransferParamsSchema, response: { 200: MessageSchema } },
      messages.cannotConfirm,
    ),
    async (request) => {
      await confirmTransfer(
        app.db,
        request.params.id,
        actor(request),
        app.clock.now(),
        app.env.LEAGUE_TIMEZONE,
      );
      return { message: messages.confirmed };
    },
  );

  // Decision 013: the other party rejects a proposal, its creator cancels it; nothing moves.
  for (const [path, how, action, refusal, done] of [
    [
      '/transferencia_rechazada/:id',
      'reject',
      policy.rejectTransfer,
      messages.cannotReject,
      messages.rejected,
    ],
    [
      '/transferencia_cancelada/:id',
      'cancel',
      policy.cancelTransfer,
      messages.cannotCancel,
      messages.cancelled,
    ],
  ] as const) {
    app.post(
      path,
      guarded(action, { params: TransferParamsSchema, response: { 200: MessageSchema } }, refusal),
      async (request) => {
        await closeTransfer(app.db, request.params.id, how, actor(request), app.clock.now());
        return { message: done };
      },
    );
  }

  app.get(
    '/traspasos',
    queried(policy.readLeague, SeasonListQuerySchema, TransferListSchema),
    async (request) => {
      const season = await seasonFilter(app.db, request.query.season);
      return listPage(await listTransferViews(app.db, { seasonId: season }, actor(request)), request.query);
    },
  );
};

export default tagged(['transfers'], routes);
