/** Spec 02 §5: player ratings are coloured by the bands 8 or more, 7 or more, 6 or more, below 6. */
export type RatingBand = 'excellent' | 'good' | 'fair' | 'poor';

export function ratingBand(rating: number): RatingBand {
  if (rating >= 8) return 'excellent';
  if (rating >= 7) return 'good';
  if (rating >= 6) return 'fair';
  return 'poor';
}

/** Spec 02 §9: file sizes in MB with one decimal ('2,4 MB', Spanish decimal comma as the money figures use Spanish separators). */
export const formatMegabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;
