import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuctionConfirmParamsSchema,
  AuctionListQuerySchema,
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
    { ...openers, schema: { tags, body: CreateAuctionSchema, response: { 201: BidPlacedSchema } } },
    async (request, reply) => {
      const placed = await openOrBid(
        app.db,
        request.body,
        actor(request),
        app.clock,
        app.env.LEAGUE_TIMEZONE,
      );
      return reply.code(201).send(await answerBid(placed, placed.created));
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

  app.get(
    '/auction/last',
    { ...read, schema: { tags, querystring: LastAuctionsQuerySchema, response: { 200: AuctionListSchema } } },
    async (request) => {
      const seasonId = await seasonFilter(app.db, request.query.id_season);
      return listPage(
        await auctionViews(app.db, { status: 'active', seasonId }, app.clock.now()),
        request.query,
      );
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
        response: { 200: PlayerAuctionSchema },
      },
    },
    async (request) => {
      const season = await seasonFilter(app.db, request.query.season);
      const auction = await playerAuction(app.db, request.params.id, season, app.clock.now());
      if (!auction) throw notFound(messages.noAuction);
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

  app.post(
    '/auction/confirm/:auctionId',
    {
      onRequest: app.auth(policy.confirmAuction),
      schema: { tags, params: AuctionConfirmParamsSchema, response: { 200: MessageSchema } },
    },
    async (request) => {
      const { auctionId } = request.params;
      await confirmAuction(app.db, auctionId, actor(request), app.clock, app.env.LEAGUE_TIMEZONE);
      const auction = (await auctionView(app.db, auctionId, app.clock.now()))!;
      void app.events.publish(auctionEvent('confirmed', auction));
      return { message: messages.confirmed };
    },
  );

  await app.register(eventsRoute);
};

export default routes;
