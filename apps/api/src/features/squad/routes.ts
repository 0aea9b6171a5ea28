import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  SquadSchema,
  TransferableInputSchema,
  TransferableSavedSchema,
  policy,
} from '@liga/domain';
import { guarded, tagged } from '../../lib/route-options';
import { actor } from '../../plugins/auth';
import { loadSquad } from './service';
import { setTransferable } from './transferable';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/plantel', guarded(policy.readLeague, { response: { 200: SquadSchema } }), (request) =>
    loadSquad(app.db, actor(request).id),
  );

  // An owner offers a player of their own squad (decision 034); the scheduled post lists them on Discord.
  app.put(
    '/plantel/:id/transferible',
    guarded(policy.markTransferable, {
      params: IdParamsSchema,
      body: TransferableInputSchema,
      response: { 200: TransferableSavedSchema },
    }),
    (request) => setTransferable(app.db, actor(request).id, request.params.id, request.body.transferable),
  );
};

export default tagged(['squad'], routes);
