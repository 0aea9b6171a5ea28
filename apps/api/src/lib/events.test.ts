import { describe, expect, it } from 'vitest';
import { useOtherInstance, useTestContext } from '../test/context.test-kit';
import { ENVELOPE_ITEMS_BYTES, EventBus, envelopeParts, type LiveEvent } from './events';

/** NOTIFY refuses a payload of 8,000 bytes or more. */
const NOTIFY_LIMIT = 8_000;

/** 300 items of about 80 bytes with accents: far over one NOTIFY. */
const items = Array.from({ length: 300 }, (_, i) => ({
  user_id: i,
  title: `Cláusula ejecutada nº ${i} — Peñarol`,
}));
const burst: LiveEvent = { event: 'notification', data: { items, extra: 'sí' } };

const itemsOf = (events: LiveEvent[]) => events.flatMap((e) => e.data.items as unknown[]);

describe('EventBus envelopes', () => {
  it('cuts a long list of items into envelopes under NOTIFY’s limit, in order, keeping the rest of the data', async () => {
    const sent: string[] = [];
    const bus = new EventBus((error) => {
      throw error;
    });
    bus.remote = async (payload) => void sent.push(payload);
    const local: LiveEvent[] = [];
    bus.subscribe((e) => local.push(e));
    await bus.publish(burst);

    expect(sent.length).toBeGreaterThan(2);
    for (const payload of sent) expect(Buffer.byteLength(payload)).toBeLessThan(NOTIFY_LIMIT);
    const remote = sent.map((p) => JSON.parse(p) as LiveEvent & { origin: string });
    expect(remote.every((e) => e.event === 'notification' && e.data.extra === 'sí')).toBe(true);
    expect(itemsOf(remote)).toEqual(items);
    // This instance's streams get the same envelopes as the others'.
    expect(local.map((e) => e.data)).toEqual(remote.map((e) => e.data));

    // Another instance receiving them delivers every item once, in order.
    const other = new EventBus();
    const there: LiveEvent[] = [];
    other.subscribe((e) => there.push(e));
    for (const payload of sent) other.receive(payload);
    expect(itemsOf(there)).toEqual(items);
  });

  it('measures items in UTF-8 bytes and sends an event without items, or with one, whole', () => {
    const accented = Array.from({ length: 100 }, () => ({ t: 'ñ'.repeat(100) }));
    const parts = envelopeParts({ event: 'notification', data: { items: accented } });
    // Each item is 208 bytes and a comma: 35 fit in 7,500 (counted in characters, 68 would).
    expect(ENVELOPE_ITEMS_BYTES).toBe(7_500);
    expect(parts.map((p) => (p.data.items as unknown[]).length)).toEqual([35, 35, 30]);
    const bid: LiveEvent = { event: 'bid', data: { auction_id: 1, amount: 10 } };
    expect(envelopeParts(bid)).toEqual([bid]);
    const one: LiveEvent = { event: 'notification', data: { items: [items[0]] } };
    expect(envelopeParts(one)).toEqual([one]);
  });
});

const ctx = useTestContext({ resetEachTest: false });

describe('the app’s bus', () => {
  it('delivers a burst over NOTIFY’s limit to this instance’s subscribers whole', async () => {
    const local: LiveEvent[] = [];
    const stop = ctx.app.events.subscribe((e) => local.push(e));
    await ctx.app.events.publish(burst);
    stop();
    expect(itemsOf(local)).toEqual(items);
  });
});

// NOTIFY between two instances: PostgreSQL only.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the bus across two instances (PostgreSQL)', () => {
  const other = useOtherInstance(ctx);

  it('carries a burst over NOTIFY’s limit to the other instance, every item once and in order', async () => {
    const there: LiveEvent[] = [];
    const stop = other.events.subscribe((e) => there.push(e));
    await ctx.app.events.publish(burst);
    for (const end = Date.now() + 5_000; itemsOf(there).length < items.length && Date.now() < end;)
      await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(itemsOf(there)).toEqual(items);
  });
});
