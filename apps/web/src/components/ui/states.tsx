import type { ReactNode } from 'react';

/** Loading text as the league's client writes it ('CARGANDO...'). */
export function Loading({ text = 'CARGANDO...' }: { text?: string }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className="py-6 text-center text-sm font-semibold tracking-wide text-stone-500"
    >
      {text}
    </p>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="py-6 text-center text-sm text-stone-500">{children}</p>;
}
