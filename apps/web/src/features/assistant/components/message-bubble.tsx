import type { AssistantSource } from '@liga/domain';
import { Link } from 'react-router';
import { assistantMessages as m } from '../messages';

/** One message of the conversation; an answer lists the pages it comes from as links. */
export function MessageBubble({
  role,
  content,
  sources,
}: {
  role: 'user' | 'assistant';
  content: string;
  sources: AssistantSource[];
}) {
  const mine = role === 'user';
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm shadow-sm ${
          mine ? 'bg-emerald-700 text-white' : 'border border-stone-200 bg-white text-stone-800'
        }`}
      >
        <p className="sr-only">{mine ? m.you : m.assistant}:</p>
        <p className="whitespace-pre-line">{content}</p>
        {sources.length > 0 ? (
          <ul aria-label={m.sources} className="mt-2 flex flex-wrap gap-2 border-t border-stone-100 pt-2">
            {sources.map((s) => (
              <li key={s.href + s.label}>
                <Link
                  to={s.href}
                  className="text-xs font-medium text-emerald-800 underline hover:text-emerald-900"
                >
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
