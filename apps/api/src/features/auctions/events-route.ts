import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuctionStreamQuerySchema } from '@liga/domain';
import type { LiveEvent } from '../../lib/events';
import { unauthorized } from '../../lib/http-errors';
import { bearerToken, userForToken } from '../../plugins/auth';
import { messages } from './messages';

/** A comment line every 15 s keeps proxies from closing an idle stream and reveals dead sockets. */
export const HEARTBEAT_MS = 15_000;

const frame = (e: LiveEvent) => `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;

/**
 * GET /auctions/events: Server-Sent Events with every bid and every opened or confirmed auction.
 * EventSource cannot send headers, so the token comes as `?token=` (the Authorization header is
 * read too, for fetch-based clients) and is checked exactly like the bearer token.
 */
const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auctions/events',
    // EventSource sends no Authorization header: the route checks its ticket or token itself.
    { config: { public: true }, schema: { tags: ['auctions'], querystring: AuctionStreamQuerySchema } },
    async (request, reply) => {
      const user = await userForToken(app, request.query.token ?? bearerToken(request));
      if (!user) throw unauthorized(messages.unauthorizedStream);

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx would otherwise buffer the stream and deliver events late.
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n: conectado\n\n');

      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      const unsubscribe = app.events.subscribe(
        (event) => res.write(frame(event)),
        () => res.end(),
      );
      res.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
    },
  );
};

export default route;
