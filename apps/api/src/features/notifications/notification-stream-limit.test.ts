import { beforeAll, describe, expect, it } from 'vitest';
import { tooManyStreams } from '../../lib/stream-limit';
import { useTestContext } from '../../test/context.test-kit';
import { openSse } from '../../test/sse.test-kit';
import { streamTicket } from './notifications.test-kit';
import { NOTIFICATION_STREAMS_PER_USER } from './stream-route';

const ctx = useTestContext({ env: { STREAMS_PER_USER: '2' } });
let base: string;
beforeAll(async () => {
  base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});

const ticket = (token: string) => streamTicket(ctx, token);
const bell = async (token: string) =>
  openSse(`${base}/api/notifications/events?ticket=${await ticket(token)}`);
const auction = (token: string) => openSse(`${base}/api/auctions/events?token=${token}`);

describe('the notification stream’s own limit (decision 040)', () => {
  it('is not counted against the auctions’ STREAMS_PER_USER, and refuses one past its own with a Spanish 429', async () => {
    const me = await ctx.actor('Manager Primera');
    const auctions = [await auction(me.token), await auction(me.token)];
    expect(auctions.map((s) => s.status)).toEqual([200, 200]);
    expect((await auction(me.token)).status).toBe(429);

    // The auction pages took every auction slot: the bell still opens, in as many browsers as its limit.
    const bells = [];
    for (let i = 0; i < NOTIFICATION_STREAMS_PER_USER; i++) bells.push(await bell(me.token));
    expect(bells.every((s) => s.status === 200)).toBe(true);
    const refused = await fetch(`${base}/api/notifications/events?ticket=${await ticket(me.token)}`);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: tooManyStreams(NOTIFICATION_STREAMS_PER_USER) });

    // And the bells take no auction slot: a closed auction stream frees one for an auction page.
    auctions[0]!.close();
    await expect.poll(() => ctx.app.liveStreams.of(me.id)).toBe(1);
    const again = await auction(me.token);
    expect(again.status).toBe(200);
    for (const s of [...auctions, ...bells, again]) s.close();
  });
});
