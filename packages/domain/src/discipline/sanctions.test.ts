import { describe, expect, it } from 'vitest';
import { disciplineStanding, lateEntryFine, resultClaimOpen, withdrawalFine } from './sanctions';
import type { SanctionKind } from './constants';

const kinds = (spec: Partial<Record<SanctionKind, number>>): SanctionKind[] =>
  Object.entries(spec).flatMap(([k, n]) => Array<SanctionKind>(n).fill(k as SanctionKind));

describe('disciplineStanding', () => {
  it.each([
    [{}, 0, false, false],
    [{ warning: 1 }, 0, false, false],
    [{ warning: 2 }, 1, false, false],
    [{ warning: 5 }, 2, false, false],
    [{ warning: 6 }, 3, true, false],
    [{ postponement: 4 }, 0, false, false],
    [{ postponement: 5 }, 0, false, true],
    [{ warning: 7, postponement: 5, withdrawal: 2 }, 3, true, true],
  ] as const)('%j → %i admonitions, loses place %s, loses team %s', (spec, adm, place, team) => {
    const s = disciplineStanding(kinds(spec));
    expect([s.admonitions, s.loses_place, s.loses_team]).toEqual([adm, place, team]);
  });
});

describe('withdrawalFine', () => {
  it.each([
    [0, true, 5_000_000],
    [1, true, 10_000_000],
    [2, true, 15_000_000],
    [3, true, 15_000_000],
    [0, false, 7_000_000],
    [2, false, 17_000_000],
  ])('after %i withdrawals, notified %s → %i', (previous, notified, fine) => {
    expect(withdrawalFine(previous, notified)).toBe(fine);
  });
});

describe('lateEntryFine', () => {
  const match = new Date('2026-03-01T20:00:00Z');
  const at = (hours: number) => new Date(match.getTime() + hours * 3_600_000);
  const fines = [1_000_000, 2_000_000, 3_000_000];
  it.each([
    [2, null],
    [23.99, null],
    [24, { hours: 24, amount: 1_000_000 }],
    [35.5, { hours: 24, amount: 1_000_000 }],
    [36, { hours: 36, amount: 2_000_000 }],
    [48, { hours: 48, amount: 3_000_000 }],
    [500, { hours: 48, amount: 3_000_000 }],
    [-5, null],
  ])('loaded %s h after the match → %j', (hours, expected) => {
    expect(lateEntryFine(match, at(hours), fines)).toEqual(expected);
  });
});

describe('resultClaimOpen', () => {
  const match = new Date('2026-03-01T20:00:00Z');
  it.each([
    [-1, false],
    [0, true],
    [6, true],
    [6.01, false],
  ])('%s h after the match → %s', (hours, open) => {
    expect(resultClaimOpen(match, new Date(match.getTime() + hours * 3_600_000))).toBe(open);
  });
});
