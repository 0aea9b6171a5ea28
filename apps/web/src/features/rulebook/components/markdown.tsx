import { slugify } from '@liga/domain';
import type { ComponentProps, ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

const textOf = (node: ReactNode): string =>
  typeof node === 'string' || typeof node === 'number'
    ? String(node)
    : Array.isArray(node)
      ? node.map(textOf).join('')
      : '';

/** Sub-headings get anchors too ('#clausulas-de-rescision-plazos'), scoped by the section's slug. */
const heading =
  (Tag: 'h3' | 'h4', className: string, scope: string) =>
  ({ children }: ComponentProps<'h3'>) => (
    <Tag id={`${scope}-${slugify(textOf(children))}`} className={className}>
      {children}
    </Tag>
  );

const components = (scope: string): Components => ({
  h1: heading('h3', 'text-base font-semibold text-emerald-900', scope),
  h2: heading('h3', 'text-base font-semibold text-emerald-900', scope),
  h3: heading('h4', 'text-sm font-semibold text-emerald-900', scope),
  p: ({ children }) => <p className="leading-relaxed">{children}</p>,
  ul: ({ children }) => <ul className="list-disc space-y-1 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="list-decimal space-y-1 pl-5">{children}</ol>,
  a: ({ href, children }) => (
    <a
      href={href}
      className="font-medium text-emerald-800 underline"
      {...(href?.startsWith('#') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {children}
    </a>
  ),
  table: ({ children }) => (
    <div className="overflow-x-auto rounded-md border border-stone-200">
      <table className="min-w-full divide-y divide-stone-200 text-sm">{children}</table>
    </div>
  ),
  th: ({ children }) => (
    <th className="bg-emerald-900 px-3 py-1.5 text-left text-xs font-semibold text-white">{children}</th>
  ),
  td: ({ children }) => <td className="border-t border-stone-100 px-3 py-1.5">{children}</td>,
  code: ({ children }) => <code className="rounded bg-stone-100 px-1 font-mono text-xs">{children}</code>,
  blockquote: ({ children }) => (
    <blockquote className="border-l-4 border-emerald-200 pl-3 text-stone-600">{children}</blockquote>
  ),
});

/**
 * Rule-book Markdown rendered as React elements: raw HTML in the text is dropped (skipHtml) and
 * react-markdown's URL filter drops javascript: links, so an edited section can never run script
 * in a page that holds the session token.
 */
export function RulebookMarkdown({ children, scope }: { children: string; scope: string }) {
  return (
    <div className="space-y-3 text-sm text-stone-800">
      <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components(scope)}>
        {children}
      </Markdown>
    </div>
  );
}
