import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClauseListQuerySchema,
  ClauseListSchema,
  ClauseSavedSchema,
  OfferBoardSchema,
  PlayerOffersSchema,
  PlayerParamsSchema,
  ReleaseClauseInputSchema,
  SeasonListQuerySchema,
  SeasonQuerySchema,
  policy,
} from '@liga/domain';
import { notFound } from '../../lib/http-errors';
import { listPage } from '../../lib/list-query';
import { guarded, queried, tagged } from '../../lib/route-options';
import { actor } from '../../plugins/auth';
import { findPlayerView } from '../players';
import { chosenOrActiveSeason, seasonFilter } from '../seasons';
import type { Viewer } from './clause-view';
import confirmRoutes from './confirm-routes';
import { createClause } from './create-clause';
import { messages } from './messages';
import { offersBoard } from './offers-board';
import { clauseList, confirmedOffers, executedClauses, myOffers, playerOffers } from './queries';

const routes: FastifyPluginAsyncZod = async (app) => {
  const viewer = (request: Parameters<typeof actor>[0]): Viewer => ({
    userId: actor(request).id,
    now: app.clock.now(),
    timeZone: app.env.LEAGUE_TIMEZONE,
  });

  app.post(
    '/clausula_rescision',
    guarded(policy.createClause, { body: ReleaseClauseInputSchema, response: { 201: ClauseSavedSchema } }),
    async (request, reply) => {
      const clause = await createClause(
        app.db,
        request.body,
        actor(request),
        app.clock.now(),
        app.env.LEAGUE_TIMEZONE,
      );
      return reply.code(201).send({ message: messages.sent, clause });
    },
  );

  app.get(
    '/clausula_rescision',
    queried(policy.readLeague, ClauseListQuerySchema, ClauseListSchema),
    async (request) => {
      const seasonId = await seasonFilter(app.db, request.query.season);
      const clauses = request.query.latest
        ? await executedClauses(app.db, seasonId, viewer(request))
        : await clauseList(app.db, { seasonId }, viewer(request));
      return listPage(clauses, request.query);
    },
  );

  app.get(
    '/clausulas/:playerId',
    guarded(policy.readLeague, {
      params: PlayerParamsSchema,
      querystring: SeasonQuerySchema,
      response: { 200: PlayerOffersSchema },
    }),
    async (request) => {
      const player = await findPlayerView(app.db, request.params.playerId);
      if (!player) throw notFound(messages.playerNotFound);
      const season = await chosenOrActiveSeason(app.db, request.query.season);
      const offers = season ? await playerOffers(app.db, player.id, season.id, viewer(request)) : [];
      return {
        player,
        offers,
        revealed: offers[0]?.revealed ?? false,
        reveal_at: offers[0]?.reveal_at ?? null,
      };
    },
  );

  app.get(
    '/misofertas',
    queried(policy.readLeague, SeasonListQuerySchema, ClauseListSchema),
    async (request) =>
      listPage(
        await myOffers(app.db, await seasonFilter(app.db, request.query.season), viewer(request)),
        request.query,
      ),
  );

  app.get(
    '/ofertas-confirmadas',
    guarded(
      policy.seeConfirmedOffers,
      { querystring: SeasonListQuerySchema, response: { 200: ClauseListSchema } },
      messages.confirmedOffersForbidden,
    ),
    async (request) => {
      return listPage(
        await confirmedOffers(app.db, await seasonFilter(app.db, request.query.season), viewer(request)),
        request.query,
      );
    },
  );

  app.get('/offers', queried(policy.readLeague, SeasonListQuerySchema, OfferBoardSchema), async (request) => {
    const season = await chosenOrActiveSeason(app.db, request.query.season);
    return listPage(season ? await offersBoard(app.db, season.id, viewer(request)) : [], request.query);
  });

  await app.register(confirmRoutes);
};

export default tagged(['market'], routes);
