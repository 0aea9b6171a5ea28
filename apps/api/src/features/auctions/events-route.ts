import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuctionStreamQuerySchema } from '@liga/domain';
import type { LiveEvent, RevokedSessions } from '../../lib/events';
import { unauthorized } from '../../lib/http-errors';
import { startEventStream, ticketRoute } from '../../lib/event-stream';
import { StreamTickets } from '../../lib/stream-tickets';
import { bearerToken, liveSession, userForToken } from '../../plugins/auth';
import { messages } from './messages';

/** A comment line every 15 s keeps proxies from closing an idle stream and reveals dead sockets. */
export const HEARTBEAT_MS = 15_000;

const frame = (e: LiveEvent) => `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;

const endsSession = (data: RevokedSessions, session: { tokenId: number; userId: number }) =>
  data.token_id === session.tokenId ||
  (data.user_id === session.userId && data.except_token_id !== session.tokenId);

/**
 * GET /auctions/events: Server-Sent Events with every bid and every opened or confirmed auction.
 * EventSource cannot send headers, so the browser first asks POST /auctions/events/ticket for a
 * single-use ticket valid for a minute and opens `?ticket=` (decision 013); the bearer header and
 * the older `?token=` are read too. A stream ends when its session is revoked: at once through the
 * `revoked` event (NOTIFY reaches every instance on PostgreSQL), and at the latest on the next
 * heartbeat, which checks the session again.
 */
const route: FastifyPluginAsyncZod = async (app) => {
  const tickets = new StreamTickets(app.secret);

  ticketRoute(app, '/auctions/events/ticket', tickets);

  const sessionAlive = async (tokenId: number) => (await liveSession(app, tokenId)) !== null;

  const sessionFor = async (query: { ticket?: string; token?: string }, header: string | undefined) => {
    if (query.ticket) {
      const tokenId = tickets.redeem(query.ticket, app.clock.now());
      if (tokenId === null) return null;
      const alive = await liveSession(app, tokenId);
      return alive ? { tokenId, userId: alive.userId } : null;
    }
    const user = await userForToken(app, query.token ?? header);
    return user ? { tokenId: user.tokenId, userId: user.id } : null;
  };

  app.get(
    '/auctions/events',
    // EventSource sends no Authorization header: the route checks its ticket or token itself.
    { config: { public: true }, schema: { querystring: AuctionStreamQuerySchema } },
    async (request, reply) => {
      const session = await sessionFor(request.query, bearerToken(request));
      if (!session) throw unauthorized(messages.unauthorizedStream);
      // At most STREAMS_PER_USER open at once per user (decision 013); freed when the socket closes.
      const release = app.liveStreams.claim(session.userId);

      const res = startEventStream(reply);

      const heartbeat = setInterval(() => {
        res.write(': ping\n\n');
        sessionAlive(session.tokenId)
          .then((alive) => {
            if (!alive) res.end();
          })
          .catch(() => undefined);
      }, HEARTBEAT_MS);
      const unsubscribe = app.events.subscribe(
        (event) => {
          if (event.event === 'bid' || event.event === 'auction') res.write(frame(event));
          else if (event.event === 'revoked' && endsSession(event.data as RevokedSessions, session))
            res.end();
        },
        () => res.end(),
      );
      res.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        release();
      });
    },
  );
};

export default route;
