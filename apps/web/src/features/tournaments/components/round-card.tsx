import { hasScore, type Match } from '@liga/domain';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { fixturesMessages as m } from '../messages';
import { downloadNodeAsPng, fixtureFileName, NO_EXPORT } from './png';

interface Props {
  title: string;
  /** Shown on the image: the tournament's name. */
  subtitle: string;
  date: string | null;
  division: string;
  matches: Match[];
}

/** One round of the fixture; 'Descargar PNG' saves exactly this card as an image. */
export function RoundCard({ title, subtitle, date, division, matches }: Props) {
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);

  const download = async () => {
    if (!ref.current) return;
    setBusy(true);
    setError(false);
    try {
      await downloadNodeAsPng(ref.current, fixtureFileName(division, title));
    } catch {
      setError(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <article
      ref={ref}
      aria-labelledby={headingId}
      className="overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm"
    >
      <header className="flex items-center justify-between gap-2 bg-emerald-900 px-4 py-2 text-white">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-bold">
            {title}
          </h2>
          <p className="truncate text-xs text-emerald-100">
            {subtitle}
            {date ? ` · ${date}` : ''}
          </p>
        </div>
        <Button
          {...{ [NO_EXPORT]: '' }}
          variant="secondary"
          className="shrink-0 px-2 py-1 text-xs"
          disabled={busy}
          onClick={() => void download()}
          aria-label={`${m.download} ${title}`}
        >
          {busy ? m.downloading : m.download}
        </Button>
      </header>
      <ul className="divide-y divide-stone-100">
        {matches.map((match) => (
          <li key={match.id} className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 px-3 py-1.5 text-sm">
            <span className="truncate text-right" title={match.team_home.name}>
              {match.team_home.name}
            </span>
            <span
              className={`min-w-12 rounded px-1.5 py-0.5 text-center tabular-nums ${
                hasScore(match) ? 'bg-stone-100 font-bold text-stone-900' : 'text-stone-400'
              }`}
            >
              {hasScore(match) ? `${match.score_home} - ${match.score_away}` : 'vs'}
            </span>
            <span className="truncate" title={match.team_away.name}>
              {match.team_away.name}
            </span>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="px-3 pb-2 text-xs text-red-700" {...{ [NO_EXPORT]: '' }}>
          {m.downloadError}
        </p>
      ) : null}
    </article>
  );
}
