import { describe, expect, it } from 'vitest';
import { formatCountdown, gateOpensAt, isGateOpen, msUntil } from './gates';

const start = new Date('2026-03-01T15:00:00Z');

describe('market gates (4 hours after season start)', () => {
  it('opens 4 hours after the season start by default', () =>
    expect(gateOpensAt(start).toISOString()).toBe('2026-03-01T19:00:00.000Z'));
  it('takes another delay, 0 for the season countdown', () => {
    expect(gateOpensAt(start, 0).toISOString()).toBe('2026-03-01T15:00:00.000Z');
    expect(gateOpensAt(start, 1.5).toISOString()).toBe('2026-03-01T16:30:00.000Z');
  });
  it.each([
    ['2026-03-01T18:59:59.999Z', false, 1],
    ['2026-03-01T19:00:00Z', true, 0],
    ['2026-03-02T00:00:00Z', true, 0],
  ])('at %s open=%s, %d ms left', (now, open, left) => {
    expect(isGateOpen(start, new Date(now))).toBe(open);
    expect(msUntil(gateOpensAt(start), new Date(now))).toBe(left);
  });
});

describe('formatCountdown', () => {
  it.each([
    [0, '00:00:00'],
    [-5000, '00:00:00'],
    [Number.NaN, '00:00:00'],
    [400, '00:00:01'],
    [1000, '00:00:01'],
    [59_000, '00:00:59'],
    [3_600_000, '01:00:00'],
    [4 * 3_600_000, '04:00:00'],
    [86_399_000, '23:59:59'],
    [86_400_000, '1d 00:00:00'],
    [2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5000, '2d 03:04:05'],
    [45 * 86_400_000, '45d 00:00:00'],
  ])('%d ms → %s', (ms, text) => expect(formatCountdown(ms)).toBe(text));
});
