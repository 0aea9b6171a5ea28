import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../test/context.test-kit';
import { openSse } from '../test/sse.test-kit';
import { tooManyStreams } from './stream-limit';

const ctx = useTestContext({ env: { STREAMS_PER_USER: '3' } });
let base: string;
beforeAll(async () => {
  base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});

const waitFor = async (check: () => boolean) => {
  for (const end = Date.now() + 2000; Date.now() < end;) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('condition not met in time');
};

// Decision 013 (second audit): 3,000 streams from one visitante were all accepted.
describe('open live streams per user', () => {
  it('accepts STREAMS_PER_USER streams of one user and refuses the next with a Spanish 429', async () => {
    const visitor = await ctx.actor('visitante');
    const other = await ctx.actor('Manager Primera');
    const url = (token: string) => `${base}/api/auctions/events?token=${token}`;
    const open = await Promise.all([1, 2, 3].map(() => openSse(url(visitor.token))));
    expect(open.map((s) => s.status)).toEqual([200, 200, 200]);

    const refused = await fetch(url(visitor.token));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: tooManyStreams(3) });
    expect(tooManyStreams(3)).toBe(
      'Ya tenés 3 conexiones en vivo abiertas. Cerrá alguna pestaña de la liga y volvé a intentar.',
    );
    // Another user is not affected.
    const theirs = await openSse(url(other.token));
    expect(theirs.status).toBe(200);

    // A closed stream gives its slot back.
    open[0]!.close();
    await waitFor(() => ctx.app.liveStreams.of(visitor.id) === 2);
    const again = await openSse(url(visitor.token));
    expect(again.status).toBe(200);

    for (const s of [...open, theirs, again]) s.close();
    await waitFor(() => ctx.app.liveStreams.of(visitor.id) === 0 && ctx.app.events.subscribers === 0);
  });
});
