import type { RulebookSection } from '@liga/domain';
import { useMediaQuery } from '../../../lib/use-media-query';
import { rulebookMessages as m } from '../messages';

/** The table of contents: one anchor link per section, in order; folded on a phone, above the text. */
export function Contents({ sections }: { sections: readonly RulebookSection[] }) {
  const wide = useMediaQuery('(min-width: 1024px)');
  return (
    <nav
      aria-label={m.contents}
      className="rounded-lg border border-stone-200 bg-white p-3 text-sm shadow-sm"
    >
      <details open={wide} key={String(wide)}>
        <summary className="cursor-pointer text-xs font-semibold tracking-wide text-stone-500 uppercase">
          {m.contents} ({sections.length})
        </summary>
        <ol className="mt-2 space-y-1">
          {sections.map((s, i) => (
            <li key={s.id}>
              <a href={`#${s.slug}`} className="text-emerald-800 hover:underline">
                {i + 1}. {s.title}
              </a>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}
