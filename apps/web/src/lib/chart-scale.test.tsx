import { describe, expect, it } from 'vitest';
import { chartScale } from './chart-scale';

describe('the budget chart’s axis', () => {
  it('starts near the lowest balance, not at zero, so a 2 % change fills the chart', () => {
    const { lo, hi, ticks } = chartScale([200_000_000, 196_000_000, 198_500_000]);
    expect(lo).toBe(196_000_000);
    expect(hi).toBe(200_000_000);
    expect(ticks).toEqual([196_000_000, 198_000_000, 200_000_000]);
  });

  it('rounds the bounds outwards to round amounts', () => {
    const { lo, hi, ticks } = chartScale([83_700_000, 91_250_000]);
    expect(lo).toBeLessThanOrEqual(83_700_000);
    expect(hi).toBeGreaterThanOrEqual(91_250_000);
    expect(lo).toBeGreaterThanOrEqual(80_000_000);
    for (const t of ticks) expect(t % 1_000_000).toBe(0);
  });

  it('keeps a band around a flat balance and handles negatives', () => {
    const flat = chartScale([15_000_000, 15_000_000]);
    expect(flat.lo).toBeLessThan(15_000_000);
    expect(flat.hi).toBeGreaterThan(15_000_000);
    const negative = chartScale([-2_000_000, 3_000_000]);
    expect(negative.lo).toBeLessThanOrEqual(-2_000_000);
    expect(negative.ticks).toContain(0);
  });
});
