import { useDeferredValue, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { useRulebookSearch } from '../api/search-rulebook';
import { rulebookMessages as m } from '../messages';

/** Full-text search of the season's rule book; each result links to its section's anchor. */
export function SearchBox({ season }: { season: number | undefined }) {
  const id = useId();
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const search = useRulebookSearch(q, season);
  const active = q.length >= 2;

  return (
    <div role="search" className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        {m.searchLabel}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={m.searchPlaceholder}
        onChange={(e) => setText(e.target.value)}
        className="block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none"
      />
      {active && search.isFetching && !search.data ? (
        <p className="text-xs text-stone-500">{m.searching}</p>
      ) : null}
      {active && search.isError ? <Alert>{m.searchError}</Alert> : null}
      {active && search.data ? (
        <div aria-live="polite" className="space-y-1">
          <p className="text-xs text-stone-500">
            {search.data.length === 0 ? m.noResults(q) : m.results(search.data.length)}
          </p>
          <ul
            aria-label={m.searchLabel}
            className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
          >
            {search.data.map((hit) => (
              <li key={hit.id} className="px-3 py-2 text-sm">
                <a href={`#${hit.slug}`} className="font-medium text-emerald-800 hover:underline">
                  {hit.title}
                </a>
                <p className="text-stone-600">
                  {hit.snippet.map((part, i) =>
                    part.match ? (
                      <mark key={i} className="rounded bg-amber-100 px-0.5 text-stone-900">
                        {part.text}
                      </mark>
                    ) : (
                      <span key={i}>{part.text}</span>
                    ),
                  )}
                </p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
