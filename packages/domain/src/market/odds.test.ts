import { describe, expect, it } from 'vitest';
import { formatOdd, parseOdd, payout } from './odds';

// Odds typed as free text, hint x.xx (docs/rules.md §7.2).
describe('parseOdd', () => {
  it.each([
    ['1.85', 185],
    ['1,85', 185],
    ['2', 200],
    ['2.5', 250],
    ['2,50', 250],
    [' 3.10 ', 310],
    ['1.01', 101],
    ['01.50', 150],
    ['1000', 100_000],
    ['1000.00', 100_000],
    [1.85, 185],
    [2, 200],
  ])('%j → %d', (input, value) => expect(parseOdd(input)).toEqual({ ok: true, value }));

  it.each([
    ['', 'La cuota es obligatoria.'],
    ['   ', 'La cuota es obligatoria.'],
    [Number.NaN, 'La cuota es obligatoria.'],
    ['abc', 'La cuota debe tener el formato x.xx (por ejemplo 1.85).'],
    ['1.2.3', 'La cuota debe tener el formato x.xx (por ejemplo 1.85).'],
    ['1.000,50', 'La cuota debe tener el formato x.xx (por ejemplo 1.85).'],
    ['-2', 'La cuota debe tener el formato x.xx (por ejemplo 1.85).'],
    ['.5', 'La cuota debe tener el formato x.xx (por ejemplo 1.85).'],
    ['2.', 'La cuota debe tener el formato x.xx (por ejemplo 1.85).'],
    ['1e3', 'La cuota debe tener el formato x.xx (por ejemplo 1.85).'],
    ['1.855', 'La cuota admite como máximo dos decimales.'],
    [1.855, 'La cuota admite como máximo dos decimales.'],
    ['1', 'La cuota debe ser mayor que 1.00.'],
    ['1.00', 'La cuota debe ser mayor que 1.00.'],
    ['0.99', 'La cuota debe ser mayor que 1.00.'],
    ['0', 'La cuota debe ser mayor que 1.00.'],
    ['1000.01', 'La cuota no puede ser mayor que 1000.00.'],
    ['99999999999999999999', 'La cuota no puede ser mayor que 1000.00.'],
  ])('%j is refused: %s', (input, error) => expect(parseOdd(input)).toEqual({ ok: false, error }));
});

describe('formatOdd', () => {
  it.each([
    [185, '1.85'],
    [200, '2.00'],
    [101, '1.01'],
    [1050, '10.50'],
    [100_000, '1000.00'],
  ])('%d → %s', (h, text) => expect(formatOdd(h)).toBe(text));

  it('round-trips every odd parseOdd accepts up to 20.00', () => {
    for (let h = 101; h <= 2000; h++) expect(parseOdd(formatOdd(h))).toEqual({ ok: true, value: h });
  });
});

// A winning bet pays odd × stake (docs/rules.md §7.4); whole units, half up.
describe('payout', () => {
  it.each([
    [1_000_000, 185, 1_850_000],
    [1_000_001, 185, 1_850_002], // 1,850,001.85
    [1_000_003, 150, 1_500_005], // 1,500,004.5 → half up
    [1_000_001, 110, 1_100_001], // 1,100,001.1
    [1_000_010, 205, 2_050_021], // 2,050,020.5; Math.round(1000010 * 2.05) gives 2,050,020
    [15_000_000, 100_000, 15_000_000_000],
    [1_234_567, 333, 4_111_108], // 4,111,108.11
    [0, 185, 0],
  ])('%d × %d/100 → %d', (stake, odd, expected) => expect(payout(stake, odd)).toBe(expected));

  it('never drifts like floating point', () => {
    for (let stake = 1_000_000; stake < 1_000_200; stake++) {
      for (const odd of [101, 115, 185, 233, 999]) {
        const exact = stake * odd; // < 2^53, exact
        const expected = Math.floor(exact / 100) + (exact % 100 >= 50 ? 1 : 0);
        expect(payout(stake, odd)).toBe(expected);
      }
    }
  });

  it.each([
    [1.5, 185],
    [-1, 185],
    [1_000_000, 1.85],
    [Number.MAX_SAFE_INTEGER, 200],
  ])('refuses stake %d with odd %d', (stake, odd) => expect(() => payout(stake, odd)).toThrow(RangeError));
});
