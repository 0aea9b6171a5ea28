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
import { actor } from '../../plugins/auth';
import { seasonFilter } from '../seasons';
import { auctionEvent, bidEvent } from './announce';
import { auctionBidRows, auctionOfBid } from './bid-rows';
import { placeBid, type PlacedBid } from './bidder';
import { confirmAuction } from './confirm-auction';
import { openOrBid } from './create-auction';
import eventsRoute from './events-route';
import { messages } from './messages';
import { auctionView, auctionViews, bidHistory, playerAuction } from './queries';

const tags = ['auctions'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const read = { onRequest: app.auth(policy.readLeague) };
  const openers = { onRequest: app.auth(policy.createAuction) };
  const bidders = { onRequest: app.auth(policy.bid) };

  /** The answer to a bid (or an opening), announced to every live screen once it is committed. */
  const answerBid = async (placed: PlacedBid, created: boolean) => {
    const now = app.clock.now();
    const auction = (await auctionView(app.db, placed.auctionId, now))!;
    const [bid] = await bidHistory(app.db, { bidId: placed.bidId });
    if (created) void app.events.publish(auctionEvent('created', auction));
    void app.events.publish(bidEvent(auction, bid!));
    return { message: created ? messages.created : messages.bidPlaced, auction, bid: bid! };
  };

  app.post(
    '/auctions',
    { ...openers, schema: { tags, body: CreateAuctionSchema, response: { 201: AuctionPostedSchema } } },
    async (request, reply) => {
      const placed = await openOrBid(
        app.db,
        request.body,
        actor(request),
        app.clock,
        app.env.LEAGUE_TIMEZONE,
      );
      const answer = await answerBid(placed, placed.created);
      // The league's client reads the new bid's row (created_at …) at the top level (decision 012).
      const [row] = await auctionBidRows(app.db, { playerId: answer.auction.id_player, seasonId: undefined });
      return reply.code(201).send({ ...answer, ...row! });
    },
  );

  app.post(
    '/auctions/:id/bids',
    {
      ...bidders,
      schema: { tags, params: AuctionParamsSchema, body: BidBodySchema, response: { 201: BidPlacedSchema } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const placed = await placeBid(app.db, id, request.body.amount, actor(request), app.clock);
      return reply.code(201).send(await answerBid(placed, false));
    },
  );

  app.get(
    '/auctions',
    { ...read, schema: { tags, querystring: AuctionListQuerySchema, response: { 200: AuctionListSchema } } },
    async (request) => {
      const { season, status } = request.query;
      const seasonId = await seasonFilter(app.db, season);
      return listPage(await auctionViews(app.db, { seasonId, status }, app.clock.now()), request.query);
    },
  );

  // The league client's two auction lists: bare arrays of bid rows (decision 033).
  app.get(
    '/auction/last',
    {
      ...read,
      schema: { tags, querystring: LastAuctionsQuerySchema, response: { 200: AuctionBidRowsSchema } },
    },
    async (request) => {
      const seasonId = await seasonFilter(app.db, request.query.id_season);
      return auctionBidRows(app.db, { latestOfActive: true, seasonId });
    },
  );

  app.get(
    '/auctions/player/:id',
    {
      ...read,
      schema: {
        tags,
        params: AuctionParamsSchema,
        querystring: SeasonQuerySchema,
        response: { 200: AuctionBidRowsSchema },
      },
    },
    async (request) => {
      const seasonId = await seasonFilter(app.db, request.query.season);
      return auctionBidRows(app.db, { playerId: request.params.id, seasonId });
    },
  );

  /**
   * Our app's player auction screen: the running (else latest) auction with its bid history; a
   * player without one is an empty state, not an error.
   */
  app.get(
    '/auctions/player/:id/current',
    {
      ...read,
      schema: {
        tags,
        params: AuctionParamsSchema,
        querystring: SeasonQuerySchema,
        response: { 200: PlayerAuctionSchema },
      },
    },
    async (request) => {
      const season = await seasonFilter(app.db, request.query.season);
      const auction = await playerAuction(app.db, request.params.id, season, app.clock.now());
      if (!auction) return { auction: null, data: [] };
      return { auction, data: await bidHistory(app.db, { auctionId: auction.id }) };
    },
  );

  app.get(
    '/auctions/:id',
    { ...read, schema: { tags, params: AuctionParamsSchema, response: { 200: AuctionViewSchema } } },
    async (request) => {
      const auction = await auctionView(app.db, request.params.id, app.clock.now());
      if (!auction) throw notFound(messages.notFound);
      return auction;
    },
  );

  const confirm = async (auctionId: number, by: ReturnType<typeof actor>) => {
    await confirmAuction(app.db, auctionId, by, app.clock, app.env.LEAGUE_TIMEZONE);
    const auction = (await auctionView(app.db, auctionId, app.clock.now()))!;
    void app.events.publish(auctionEvent('confirmed', auction));
    return { message: messages.confirmed };
  };

  /** The league client's call: the id is a bid row's (the client's rows are bids); the server picks the winner. */
  app.post(
    '/auction/confirm/:auctionId',
    {
      onRequest: app.auth(policy.confirmAuction),
      schema: { tags, params: AuctionConfirmParamsSchema, response: { 200: MessageSchema } },
    },
    async (request) => {
      const auctionId = await auctionOfBid(app.db, request.params.auctionId);
      if (auctionId === undefined) throw notFound(messages.notFound);
      return confirm(auctionId, actor(request));
    },
  );

  /** Our app's call, by auction id. */
  app.post(
    '/auctions/:id/confirm',
    {
      onRequest: app.auth(policy.confirmAuction),
      schema: { tags, params: AuctionParamsSchema, response: { 200: MessageSchema } },
    },
    (request) => confirm(request.params.id, actor(request)),
  );

  await app.register(eventsRoute);
};

export default routes;
