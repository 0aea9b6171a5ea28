import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuctionStreamQuerySchema } from '@liga/domain';
import { unauthorized } from '../../lib/http-errors';
import { startEventStream, ticketRoute } from '../../lib/event-stream';
import { StreamLimit } from '../../lib/stream-limit';
import { StreamTickets } from '../../lib/stream-tickets';
import { liveSession } from '../../plugins/auth';
import { NotificationHub } from './live';
import { messages } from './messages';

/** A comment line every 15 s keeps proxies from closing an idle stream and reveals dead sockets. */
const HEARTBEAT_MS = 15_000;
/**
 * Open notification streams per user and instance (decision 040). A browser shares one among its tabs
 * (the web's leader tab); this bounds browsers and devices, and is counted apart from the auctions'
 * STREAMS_PER_USER so that the bell never takes an auction page's slot (nor the reverse).
 */
export const NOTIFICATION_STREAMS_PER_USER = 20;

/**
 * GET /notifications/events: Server-Sent Events with the caller's own new notifications (`event:
 * notification`), from whichever instance handled the event (decision 036). Opened with a single-use
 * ticket from POST /notifications/events/ticket, as the auctions' stream (decision 013); it ends
 * when the session is revoked, and counts against its own limit (NOTIFICATION_STREAMS_PER_USER, or
 * STREAMS_PER_USER when that is higher).
 */
const route: FastifyPluginAsyncZod = async (app) => {
  const tickets = new StreamTickets(app.secret);
  const hub = new NotificationHub(app.events);
  const limit = new StreamLimit(Math.max(NOTIFICATION_STREAMS_PER_USER, app.env.STREAMS_PER_USER));

  ticketRoute(app, '/notifications/events/ticket', tickets);

  app.get(
    '/notifications/events',
    // EventSource sends no Authorization header: the route checks its ticket itself.
    { config: { public: true }, schema: { querystring: AuctionStreamQuerySchema } },
    async (request, reply) => {
      const tokenId = request.query.ticket ? tickets.redeem(request.query.ticket, app.clock.now()) : null;
      const session = tokenId === null ? null : await liveSession(app, tokenId);
      if (tokenId === null || !session) throw unauthorized(messages.unauthorizedStream);
      const release = limit.claim(session.userId);

      const res = startEventStream(reply);
      const end = () => res.end();
      const remove = hub.add({
        userId: session.userId,
        tokenId,
        send: (n) => res.write(`event: notification\ndata: ${JSON.stringify(n)}\n\n`),
        end,
      });
      const heartbeat = setInterval(() => {
        res.write(': ping\n\n');
        liveSession(app, tokenId)
          .then((alive) => {
            if (!alive) end();
          })
          .catch(() => undefined);
      }, HEARTBEAT_MS);
      res.on('close', () => {
        clearInterval(heartbeat);
        remove();
        release();
      });
    },
  );
};

export default route;
