/** Player ratings are coloured by the bands 8 or more, 7 or more, 6 or more, below 6. */
export type RatingBand = 'excellent' | 'good' | 'fair' | 'poor';

export function ratingBand(rating: number): RatingBand {
  if (rating >= 8) return 'excellent';
  if (rating >= 7) return 'good';
  if (rating >= 6) return 'fair';
  return 'poor';
}

/**
 * File sizes in MB with one decimal ('2,4 MB'; the Spanish decimal comma, as money uses
 * Spanish separators). A file under 0,05 MB reads '< 0,1 MB', not as if it were empty.
 */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  if (bytes > 0 && mb < 0.05) return '< 0,1 MB';
  return `${mb.toFixed(1).replace('.', ',')} MB`;
}
