import { describe, expect, it } from 'vitest';
import { isRevealed, msUntilReveal, revealAt } from './offer-window';

const BA = 'America/Argentina/Buenos_Aires';
const iso = (d: Date) => d.toISOString();

// docs/rules.md §4.3: the four windows and their exact boundaries.
// Buenos Aires is UTC-3 all year, so local 00:59:59 on 10 March is 03:59:59Z.
describe('revealAt in Buenos Aires (UTC-3, no DST)', () => {
  it.each([
    ['2026-03-10T03:00:00Z', '00:00:00 → 01:00 same day', '2026-03-10T04:00:00.000Z'],
    ['2026-03-10T03:59:59Z', '00:59:59 → 01:00 same day', '2026-03-10T04:00:00.000Z'],
    ['2026-03-10T04:00:00Z', '01:00:00 → 10:00', '2026-03-10T13:00:00.000Z'],
    ['2026-03-10T12:59:59Z', '09:59:59 → 10:00', '2026-03-10T13:00:00.000Z'],
    ['2026-03-10T13:00:00Z', '10:00:00 → 18:00', '2026-03-10T21:00:00.000Z'],
    ['2026-03-10T20:59:59Z', '17:59:59 → 18:00', '2026-03-10T21:00:00.000Z'],
    ['2026-03-10T21:00:00Z', '18:00:00 → 01:00 next day', '2026-03-11T04:00:00.000Z'],
    ['2026-03-11T02:59:59Z', '23:59:59 → 01:00 next day', '2026-03-11T04:00:00.000Z'],
    ['2026-03-11T02:59:59.999Z', '23:59:59.999 → 01:00 next day', '2026-03-11T04:00:00.000Z'],
    ['2026-03-11T03:00:00Z', 'midnight belongs to the next day', '2026-03-11T04:00:00.000Z'],
    ['2026-04-01T01:30:00Z', '22:30 on 31 March → 1 April', '2026-04-01T04:00:00.000Z'],
    ['2027-01-01T02:00:00Z', '23:00 on 31 December → 1 January', '2027-01-01T04:00:00.000Z'],
    ['2028-02-29T22:00:00Z', '19:00 on 29 February (leap year) → 1 March', '2028-03-01T04:00:00.000Z'],
  ])('%s (%s)', (at, _label, expected) => expect(iso(revealAt(new Date(at), BA))).toBe(expected));
});

describe('revealAt in UTC', () => {
  it.each([
    ['2026-06-15T00:59:59Z', '2026-06-15T01:00:00.000Z'],
    ['2026-06-15T01:00:00Z', '2026-06-15T10:00:00.000Z'],
    ['2026-06-15T09:59:59Z', '2026-06-15T10:00:00.000Z'],
    ['2026-06-15T10:00:00Z', '2026-06-15T18:00:00.000Z'],
    ['2026-06-15T17:59:59Z', '2026-06-15T18:00:00.000Z'],
    ['2026-06-15T18:00:00Z', '2026-06-16T01:00:00.000Z'],
    ['2026-06-15T23:59:59Z', '2026-06-16T01:00:00.000Z'],
  ])('%s → %s', (at, expected) => expect(iso(revealAt(new Date(at), 'UTC'))).toBe(expected));
});

// Europe/Madrid: CET (UTC+1) until 02:00 on 29 March 2026, then CEST (UTC+2) until 03:00 on 25 October.
describe('revealAt in Europe/Madrid across DST changes', () => {
  it.each([
    ['2026-03-28T19:00:00Z', '20:00 CET → 01:00 CET', '2026-03-29T00:00:00.000Z'],
    ['2026-03-28T23:59:59Z', '00:59:59 CET → 01:00 CET', '2026-03-29T00:00:00.000Z'],
    [
      '2026-03-29T00:00:00Z',
      '01:00 CET → 10:00 CEST, across the jump (8 h, not 9)',
      '2026-03-29T08:00:00.000Z',
    ],
    ['2026-03-29T07:59:59Z', '09:59:59 CEST → 10:00 CEST', '2026-03-29T08:00:00.000Z'],
    ['2026-03-29T08:00:00Z', '10:00 CEST → 18:00 CEST', '2026-03-29T16:00:00.000Z'],
    ['2026-03-27T17:00:00Z', '18:00 CET on Friday → 01:00 CET', '2026-03-28T00:00:00.000Z'],
    ['2026-10-24T16:00:00Z', '18:00 CEST → 01:00 CEST', '2026-10-24T23:00:00.000Z'],
    ['2026-10-25T00:30:00Z', '02:30 CEST (first pass) → 10:00 CET (10 h, not 9)', '2026-10-25T09:00:00.000Z'],
    ['2026-10-25T01:30:00Z', '02:30 CET (second pass) → 10:00 CET', '2026-10-25T09:00:00.000Z'],
    ['2026-10-25T17:00:00Z', '18:00 CET → 01:00 CET', '2026-10-26T00:00:00.000Z'],
  ])('%s (%s)', (at, _label, expected) =>
    expect(iso(revealAt(new Date(at), 'Europe/Madrid'))).toBe(expected),
  );
});

// Europe/London: on 29 March 2026 the clock jumps 01:00 GMT → 02:00 BST, so 01:00 never happens;
// on 25 October 01:00 happens twice (00:00Z BST and 01:00Z GMT).
describe('revealAt when DST swallows or repeats the target', () => {
  it.each([
    ['2026-03-28T22:00:00Z', 'gap: reveals the instant the clock jumps', '2026-03-29T01:00:00.000Z'],
    ['2026-03-29T00:59:59Z', 'gap: 00:59:59 GMT', '2026-03-29T01:00:00.000Z'],
    ['2026-03-29T01:00:00Z', '02:00 BST → 10:00 BST', '2026-03-29T09:00:00.000Z'],
    ['2026-10-24T22:30:00Z', 'repeat: 23:30 BST → the first 01:00', '2026-10-25T00:00:00.000Z'],
    ['2026-10-24T23:30:00Z', 'repeat: 00:30 BST → the first 01:00', '2026-10-25T00:00:00.000Z'],
    ['2026-10-25T00:30:00Z', 'repeat: 01:30 BST → 10:00 GMT', '2026-10-25T10:00:00.000Z'],
    ['2026-10-25T01:30:00Z', 'repeat: 01:30 GMT → 10:00 GMT', '2026-10-25T10:00:00.000Z'],
  ])('%s (%s)', (at, _label, expected) =>
    expect(iso(revealAt(new Date(at), 'Europe/London'))).toBe(expected),
  );

  it('is always after the first offer', () => {
    const zones = [
      BA,
      'UTC',
      'Europe/Madrid',
      'Europe/London',
      'America/Santiago',
      'Australia/Lord_Howe',
      'Asia/Kolkata',
    ];
    const start = Date.UTC(2026, 0, 1);
    for (const tz of zones) {
      for (let t = start; t < start + 366 * 86_400_000; t += 37 * 60_000 * 17) {
        const r = revealAt(new Date(t), tz).getTime();
        expect(r, `${tz} ${new Date(t).toISOString()}`).toBeGreaterThan(t);
        expect(r - t, `${tz} ${new Date(t).toISOString()}`).toBeLessThanOrEqual(10 * 3_600_000);
      }
    }
  });
});

describe('isRevealed and msUntilReveal', () => {
  const first = new Date('2026-03-10T13:30:00Z'); // 10:30 in Buenos Aires → 18:00 (21:00Z)
  it.each([
    ['2026-03-10T13:30:00Z', false, 7.5 * 3_600_000],
    ['2026-03-10T20:59:59.999Z', false, 1],
    ['2026-03-10T21:00:00Z', true, 0],
    ['2026-03-12T00:00:00Z', true, 0],
  ])('at %s revealed=%s, %d ms left', (now, revealed, ms) => {
    expect(isRevealed(first, new Date(now), BA)).toBe(revealed);
    expect(msUntilReveal(first, new Date(now), BA)).toBe(ms);
  });

  it('refuses an unknown zone and an invalid date', () => {
    expect(() => revealAt(first, 'Mars/Olympus')).toThrow(RangeError);
    expect(() => revealAt(new Date('nope'), BA)).toThrow(RangeError);
  });
});
