import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CloseOfferBodySchema,
  ConfirmOfferBodySchema,
  MessageSchema,
  ClauseSavedSchema,
  OfferParamsSchema,
  RaiseOfferBodySchema,
  policy,
} from '@liga/domain';
import { guarded } from '../../lib/route-options';
import { actor } from '../../plugins/auth';
import { closeOffer } from './close-offer';
import { confirmOffer } from './confirm-offer';
import { messages } from './messages';
import { raiseOffer } from './raise-offer';

/**
 * Decisions on offers: staff confirm or close (Admin or Organizador, docs/rules.md §4.5; only the winner,
 * decision 015); a tied bidder raises during the tie-break (decision 022).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const confirm = async (id: number, request: Parameters<typeof actor>[0]) => {
    await confirmOffer(app.db, id, actor(request), app.clock, app.env.LEAGUE_TIMEZONE);
    return { message: messages.confirmed };
  };

  app.post(
    '/confirm-offer',
    guarded(policy.confirmOffer, { body: ConfirmOfferBodySchema, response: { 200: MessageSchema } }),
    (request) => confirm(request.body.offer.id, request),
  );

  app.post(
    '/offers/:id/confirm',
    guarded(policy.confirmOffer, { params: OfferParamsSchema, response: { 200: MessageSchema } }),
    (request) => confirm(request.params.id, request),
  );

  const close = async (id: number, request: Parameters<typeof actor>[0], reason: string | null) => {
    await closeOffer(app.db, id, actor(request), app.clock.now(), reason);
    return { message: messages.closed };
  };

  // The league's client (decision 012) sends no reason.
  app.put(
    '/cerrar-oferta/:id',
    guarded(policy.closeOffer, { params: OfferParamsSchema, response: { 200: MessageSchema } }),
    (request) => close(request.params.id, request, null),
  );

  app.post(
    '/offers/:id/close',
    guarded(policy.closeOffer, {
      params: OfferParamsSchema,
      body: CloseOfferBodySchema,
      response: { 200: MessageSchema },
    }),
    (request) => close(request.params.id, request, request.body.reason),
  );

  // A tied bidder improves their offer during the tie-break (decision 022); its bidder only.
  app.post(
    '/offers/:id/raise',
    guarded(policy.createClause, {
      params: OfferParamsSchema,
      body: RaiseOfferBodySchema,
      response: { 200: ClauseSavedSchema },
    }),
    async (request) => {
      const { id } = request.params;
      const by = actor(request);
      const clause = await raiseOffer(app.db, id, request.body.value, by, app.clock, app.env.LEAGUE_TIMEZONE);
      return { message: messages.tiebreak.raised, clause };
    },
  );
};

export default routes;
