import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { StreamTicketSchema, policy } from '@liga/domain';
import { actor } from '../plugins/auth';
import { guarded } from './route-options';
import { TICKET_TTL_MS, type StreamTickets } from './stream-tickets';

/**
 * POST `url`: a single-use ticket, valid for a minute, for one EventSource of the caller's session
 * (EventSource cannot send headers; decision 013). Every signed-in account may open a live stream.
 */
export function ticketRoute(app: FastifyInstance, url: string, tickets: StreamTickets): void {
  app.post(url, guarded(policy.readLeague, { response: { 200: StreamTicketSchema } }), async (request) => ({
    ticket: tickets.issue(actor(request).tokenId, app.clock.now()),
    expires_in: TICKET_TTL_MS / 1000,
  }));
}

/** Takes the reply over as a Server-Sent Events stream: its headers and the reconnection delay. */
export function startEventStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    // nginx would otherwise buffer the stream and deliver events late.
    'x-accel-buffering': 'no',
  });
  res.write('retry: 3000\n: conectado\n\n');
  return res;
}
