import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { auctionBids, auctions } from '@liga/db';
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
import { findSeason } from '../../lib/season';
import { actor } from '../../plugins/auth';
import { auctionEvent, bidEvent } from './announce';
import { bidLocked, type PlacedBid } from './bidder';
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
  const seasonFilter = async (id: number | undefined) =>
    id === undefined ? undefined : (await findSeason(app.db, id)).id;

  /** The answer to a bid (or an opening), announced to every live screen once it is committed. */
  const answerBid = async (placed: PlacedBid, created: boolean) => {
    const now = app.clock.now();
    const auction = (await auctionView(app.db, placed.auctionId, now))!;
    const [bid] = await bidHistory(app.db, eq(auctionBids.id, placed.bidId));
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
      const placed = await app.db.transaction((tx) =>
        bidLocked(tx, id, request.body.amount, actor(request), app.clock),
      );
      return reply.code(201).send(await answerBid(placed, false));
    },
  );

  app.get(
    '/auctions',
    { ...read, schema: { tags, querystring: AuctionListQuerySchema, response: { 200: AuctionListSchema } } },
    async (request) => {
      const { season, status } = request.query;
      const id = await seasonFilter(season);
      const where = and(
        id === undefined ? undefined : eq(auctions.idSeason, id),
        status === undefined ? undefined : eq(auctions.status, status),
      );
      return listPage(await auctionViews(app.db, where, app.clock.now()), request.query);
    },
  );

  app.get(
    '/auction/last',
    { ...read, schema: { tags, querystring: LastAuctionsQuerySchema, response: { 200: AuctionListSchema } } },
    async (request) => {
      const id = await seasonFilter(request.query.id_season);
      const where = and(
        eq(auctions.status, 'active'),
        id === undefined ? undefined : eq(auctions.idSeason, id),
      );
      return listPage(await auctionViews(app.db, where, app.clock.now()), request.query);
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
      const season = await seasonFilter(request.query.season);
      const auction = await playerAuction(app.db, request.params.id, season, app.clock.now());
      if (!auction) throw notFound(messages.noAuction);
      return { auction, data: await bidHistory(app.db, eq(auctionBids.auctionId, auction.id)) };
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
