import { describe, expect, it } from 'vitest';
import { formatMegabytes, ratingBand } from './rating-band';

describe('rating bands 8, 7, 6 (docs/rules.md §9)', () => {
  it.each([
    [9.4, 'excellent'],
    [8, 'excellent'],
    [7.9, 'good'],
    [7, 'good'],
    [6, 'fair'],
    [5.9, 'poor'],
  ] as const)('%d → %s', (rating, band) => expect(ratingBand(rating)).toBe(band));
});

describe('file sizes in MB with one decimal', () => {
  it.each([
    [0, '0,0 MB'],
    [40_000, '< 0,1 MB'],
    [1_572_864, '1,5 MB'],
    [10 * 1024 * 1024, '10,0 MB'],
  ])('%d bytes → %s', (bytes, text) => expect(formatMegabytes(bytes)).toBe(text));
});
