import { describe, expect, it } from 'vitest';
import {
  bidStanding,
  closesAt,
  defaultOpening,
  isAuctionOpen,
  minNextBid,
  minOpening,
  validateBid,
  validateOpening,
} from './auctions';
import { CreateAuctionSchema, PlaceBidSchema } from '../auctions/contracts';

describe('opening amounts (docs/rules.md §6)', () => {
  it.each([
    [10_000_000, 5_000_000],
    [7_000_001, 3_500_001],
    [1, 1],
    [0, 0],
  ])('value %d → minimum opening %d', (v, min) => expect(minOpening(v)).toBe(min));
  it('defaults to the player value', () => expect(defaultOpening(7_500_000)).toBe(7_500_000));
});

describe("a bidder's standing (Mis subastas says when you have been outbid)", () => {
  it.each([
    [null, 5_000_000, 'none'],
    [5_000_000, 5_000_000, 'leading'],
    [5_000_000, 6_000_000, 'outbid'],
  ] as const)('my bid %s, highest %d → %s', (mine, top, standing) =>
    expect(bidStanding(mine, top)).toBe(standing),
  );
});

describe('bids and closing (docs/rules.md §6: +1,000,000, 24 h after the latest bid)', () => {
  it('needs 1,000,000 over the latest', () => expect(minNextBid(5_000_000)).toBe(6_000_000));
  it('closes 24 h after the latest bid', () =>
    expect(closesAt(new Date('2026-03-10T13:00:00Z')).toISOString()).toBe('2026-03-11T13:00:00.000Z'));

  const closes = new Date('2026-03-11T13:00:00Z');
  it.each([
    ['2026-03-11T12:59:59.999Z', true],
    ['2026-03-11T13:00:00Z', false],
  ])('at %s open=%s', (now, open) => expect(isAuctionOpen(closes, new Date(now))).toBe(open));

  const bid = {
    amount: 6_000_000,
    latest: 5_000_000,
    leading: false,
    budget: 6_000_000,
    now: new Date('2026-03-11T12:00:00Z'),
    closesAt: closes,
  };
  it.each([
    ['exactly the minimum raise, exactly the budget', {}, {}],
    ['more than the raise', { amount: 9_000_000, budget: 10_000_000 }, {}],
    [
      'less than the raise',
      { amount: 5_999_999 },
      { amount: ['La oferta debe ser mayor que la oferta anterior: la mínima es 6.000.000 €.'] },
    ],
    [
      'equal to the latest',
      { amount: 5_000_000 },
      { amount: ['La oferta debe ser mayor que la oferta anterior: la mínima es 6.000.000 €.'] },
    ],
    ['over the budget', { budget: 5_999_999 }, { amount: ['Presupuesto insuficiente para esta oferta.'] }],
    ['at the closing instant', { now: closes }, { amount: ['La subasta está cerrada.'] }],
    [
      'by the leader, whatever the amount',
      { leading: true, amount: 9_000_000, budget: 10_000_000 },
      { amount: ['Ya vas ganando esta subasta: no podés superar tu propia oferta.'] },
    ],
    [
      'closed trumps everything',
      { now: new Date('2026-03-12T00:00:00Z'), amount: 1, budget: 0 },
      { amount: ['La subasta está cerrada.'] },
    ],
  ])('%s', (_label, change, expected) => expect(validateBid({ ...bid, ...change })).toEqual(expected));
});

describe('validateOpening', () => {
  const open = { amount: 5_000_000, playerValue: 10_000_000, division: null, budget: 5_000_000 };
  it.each([
    ['half the value, from a non-league team', {}, {}],
    [
      'below half',
      { amount: 4_999_999 },
      { amount: ['La oferta inicial debe ser de al menos 5.000.000 €.'] },
    ],
    ['over the budget', { budget: 4_999_999 }, { amount: ['Presupuesto insuficiente para esta oferta.'] }],
    [
      'a Primera player',
      { division: 'Primera' },
      { id_player: ['Solo se subastan jugadores de equipos fuera de Primera y Segunda.'] },
    ],
    [
      'a Segunda player',
      { division: 'Segunda' },
      { id_player: ['Solo se subastan jugadores de equipos fuera de Primera y Segunda.'] },
    ],
    ['an empty division', { division: '' }, {}],
  ])('%s', (_label, change, expected) => expect(validateOpening({ ...open, ...change })).toEqual(expected));
});

describe('auction payloads (decision 012)', () => {
  it('reads text ids and amounts and strips client-sent fields', () => {
    expect(
      CreateAuctionSchema.parse({
        id_player: '4',
        id_team: 70,
        amount: '5000000',
        created_by: 1,
        auctioned_by: 2,
        status: 'active',
        id_season: 59,
      }),
    ).toEqual({ id_player: 4, amount: 5_000_000 });
    expect(CreateAuctionSchema.parse({ id_player: 4 })).toEqual({ id_player: 4 });
  });
  it.each([
    [{ id_player: 4 }, 'amount', 'El monto debe ser un número entero mayor que 0.'],
    [{ id_player: 4, amount: 1.5 }, 'amount', 'El monto debe ser un número entero mayor que 0.'],
    [{ id_player: 4, amount: -1 }, 'amount', 'El monto debe ser un número entero mayor que 0.'],
    [{ amount: 1 }, 'id_player', 'Seleccioná un jugador.'],
  ])('bid %j → %s: %s', (payload, field, message) => {
    const r = PlaceBidSchema.safeParse(payload);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[field, message]]);
  });
});
