import { ratingBand, type RatingBand } from '@liga/domain';

/** Rating colour bands, as the league client draws them: 8 or more, 7 or more, 6 or more, below 6. */
const COLOURS: Record<RatingBand, string> = {
  excellent: 'bg-emerald-600 text-white',
  good: 'bg-lime-400 text-lime-950',
  fair: 'bg-amber-300 text-amber-950',
  poor: 'bg-red-600 text-white',
};

export function RatingBadge({ rating }: { rating: number | null }) {
  if (rating === null) return <span className="text-stone-400">—</span>;
  return (
    <span
      data-band={ratingBand(rating)}
      className={`inline-block min-w-10 rounded px-1.5 py-0.5 text-center text-xs font-bold tabular-nums ${COLOURS[ratingBand(rating)]}`}
    >
      {rating.toFixed(1)}
    </span>
  );
}
