import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuctionBidRowsSchema,
  AuctionConfirmParamsSchema,
  AuctionListQuerySchema,
  AuctionPostedSchema,
  AuctionListSchema,
  AuctionParamsSchema,
  AuctionViewSchema,
  BidBodySchema,
  BidPlacedSchema,
  CreateAuctionSchema,
  LastAuctionsQuerySchema,
  MessageSchema,
  PlayerAuctionSchema,
  SeasonQuerySchema,
  policy,
} from '@liga/domain';
import { notFound } from '../../lib/http-errors';
import { listPage } from '../../lib/list-query';
import { guarded, queried, tagged } from '../../lib/route-options';
import { actor } from '../../plugins/auth';
import { seasonFilter } from '../seasons';
import { auctionBidRows, auctionOfBid } from './bid-rows';
import eventsRoute from './events-route';
import { messages } from './messages';
import { auctionView, auctionViews } from './queries';
import { bid, confirmAndAnnounce, currentPlayerAuction, openAuction, type AuctionDeps } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  const deps: AuctionDeps = {
    db: app.db,
    clock: app.clock,
    events: app.events,
    timeZone: app.env.LEAGUE_TIMEZONE,
  };

  app.post(
    '/auctions',
    guarded(policy.createAuction, { body: CreateAuctionSchema, response: { 201: AuctionPostedSchema } }),
    async (request, reply) => reply.code(201).send(await openAuction(deps, request.body, actor(request))),
  );

  app.post(
    '/auctions/:id/bids',
    guarded(policy.bid, {
      params: AuctionParamsSchema,
      body: BidBodySchema,
      response: { 201: BidPlacedSchema },
    }),
    async (request, reply) =>
      reply.code(201).send(await bid(deps, request.params.id, request.body.amount, actor(request))),
  );

  app.get(
    '/auctions',
    queried(policy.readLeague, AuctionListQuerySchema, AuctionListSchema),
    async (request) => {
      const { season, status } = request.query;
      const seasonId = await seasonFilter(app.db, season);
      return listPage(await auctionViews(app.db, { seasonId, status }, app.clock.now()), request.query);
    },
  );

  // The league client's two auction lists: bare arrays of bid rows (decision 033).
  app.get(
    '/auction/last',
    queried(policy.readLeague, LastAuctionsQuerySchema, AuctionBidRowsSchema),
    async (request) => {
      const seasonId = await seasonFilter(app.db, request.query.id_season);
      return auctionBidRows(app.db, { latestOfActive: true, seasonId });
    },
  );

  // A player's auctions, only those of one season when ?season= names it.
  const playerInSeason = { params: AuctionParamsSchema, querystring: SeasonQuerySchema };

  app.get(
    '/auctions/player/:id',
    guarded(policy.readLeague, { ...playerInSeason, response: { 200: AuctionBidRowsSchema } }),
    async (request) => {
      const seasonId = await seasonFilter(app.db, request.query.season);
      return auctionBidRows(app.db, { playerId: request.params.id, seasonId });
    },
  );

  /** Our app's player auction screen (service.ts). */
  app.get(
    '/auctions/player/:id/current',
    guarded(policy.readLeague, { ...playerInSeason, response: { 200: PlayerAuctionSchema } }),
    async (request) => {
      const season = await seasonFilter(app.db, request.query.season);
      return currentPlayerAuction(app.db, request.params.id, season, app.clock.now());
    },
  );

  app.get(
    '/auctions/:id',
    guarded(policy.readLeague, { params: AuctionParamsSchema, response: { 200: AuctionViewSchema } }),
    async (request) => {
      const auction = await auctionView(app.db, request.params.id, app.clock.now());
      if (!auction) throw notFound(messages.notFound);
      return auction;
    },
  );

  /** The league client's call: the id is a bid row's (the client's rows are bids); the server picks the winner. */
  app.post(
    '/auction/confirm/:auctionId',
    guarded(policy.confirmAuction, { params: AuctionConfirmParamsSchema, response: { 200: MessageSchema } }),
    async (request) => {
      const auctionId = await auctionOfBid(app.db, request.params.auctionId);
      if (auctionId === undefined) throw notFound(messages.notFound);
      return confirmAndAnnounce(deps, auctionId, actor(request));
    },
  );

  /** Our app's call, by auction id. */
  app.post(
    '/auctions/:id/confirm',
    guarded(policy.confirmAuction, { params: AuctionParamsSchema, response: { 200: MessageSchema } }),
    (request) => confirmAndAnnounce(deps, request.params.id, actor(request)),
  );

  await app.register(eventsRoute);
};

export default tagged(['auctions'], routes);
