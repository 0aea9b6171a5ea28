import { beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../lib/stream-tickets';
import { useTestContext } from '../../test/context.test-kit';
import { openSse } from '../../test/sse.test-kit';

const ctx = useTestContext();
let base: string;
beforeAll(async () => {
  base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});

const ticketFor = async (token: string) => {
  const res = await ctx.request(token, { method: 'POST', url: '/api/auctions/events/ticket' });
  expect(res.statusCode).toBe(200);
  return res.json() as { ticket: string; expires_in: number };
};
const within = <T>(p: Promise<T>, ms = 1000) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))]);

/** Decision 013: single-use stream tickets, streams that end with their session, no token in logs. */
describe('live stream tickets and revocation', () => {
  it('opens a stream with a ticket once; a replayed, forged or expired ticket gets 401', async () => {
    const me = await ctx.actor('Manager Primera');
    const { ticket, expires_in } = await ticketFor(me.token);
    expect(expires_in).toBe(60);
    expect(ticket).not.toContain(me.token);
    const stream = await openSse(`${base}/api/auctions/events?ticket=${encodeURIComponent(ticket)}`);
    expect(stream.status).toBe(200);
    stream.close();
    const replay = await ctx.request(undefined, {
      method: 'GET',
      url: `/api/auctions/events?ticket=${ticket}`,
    });
    expect([replay.statusCode, replay.json().message]).toEqual([401, 'Token inválido o vencido.']);
    const forged = ticket.slice(0, -2) + (ticket.endsWith('AA') ? 'BB' : 'AA');
    expect(
      (await ctx.request(undefined, { method: 'GET', url: `/api/auctions/events?ticket=${forged}` }))
        .statusCode,
    ).toBe(401);
    const late = (await ticketFor(me.token)).ticket;
    ctx.clock.advance(61_000);
    expect(
      (await ctx.request(undefined, { method: 'GET', url: `/api/auctions/events?ticket=${late}` }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a ticket for anonymous callers and a ticket of a session ended before use', async () => {
    expect(
      (await ctx.request(undefined, { method: 'POST', url: '/api/auctions/events/ticket' })).statusCode,
    ).toBe(401);
    const me = await ctx.actor('Manager Primera');
    const { ticket } = await ticketFor(me.token);
    await ctx.request(me.token, { method: 'POST', url: '/api/logout' });
    expect(
      (await ctx.request(undefined, { method: 'GET', url: `/api/auctions/events?ticket=${ticket}` }))
        .statusCode,
    ).toBe(401);
  });

  it('ends an open stream when its session logs out, and only that one', async () => {
    const me = await ctx.actor('Manager Primera');
    const other = await ctx.tokenFor(me.email);
    const mine = await openSse(
      `${base}/api/auctions/events?ticket=${encodeURIComponent((await ticketFor(me.token)).ticket)}`,
    );
    const theirs = await openSse(
      `${base}/api/auctions/events?ticket=${encodeURIComponent((await ticketFor(other)).ticket)}`,
    );
    await ctx.request(me.token, { method: 'POST', url: '/api/logout' });
    await within(mine.ended);
    expect(
      await Promise.race([
        theirs.ended.then(() => 'ended'),
        new Promise((r) => setTimeout(() => r('open'), 300)),
      ]),
    ).toBe('open');
    // Ending every session of the user ends the other stream too.
    await ctx.request(other, { method: 'POST', url: `/api/users/${me.id}/revoke-tokens` });
    await within(theirs.ended);
  });

  it('keeps every spelling of a token or ticket out of the logged URL', () => {
    for (const url of [
      '/api/auctions/events?token=T0KEN',
      '/api/auctions/events?%74oken=T0KEN',
      '/api/auctions/events?token=x&token=T0KEN',
      '/api/auctions/events?ticket=T0KEN',
      '/api/auctions/events?TOKEN=T0KEN&page=2',
    ])
      expect(redactUrl(url), url).not.toContain('T0KEN');
    expect(redactUrl('/api/players?name=Ana&page=2')).toBe('/api/players?name=Ana&page=2');
  });
});
