import type { ReactNode } from 'react';
import { ButtonLink } from './button';

interface PageProps {
  title: string;
  actions?: ReactNode;
  /** A secondary link last among the actions: the screen this one hangs from ('Volver') or a related one. */
  link?: { to: string; label: string };
  children: ReactNode;
}

export function Page({ title, actions, link, children }: PageProps) {
  return (
    <section className="mx-auto w-full max-w-5xl space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold tracking-tight text-emerald-900 sm:text-2xl">{title}</h1>
        {actions || link ? (
          <div className="flex flex-wrap gap-2">
            {actions}
            {link ? (
              <ButtonLink to={link.to} variant="secondary">
                {link.label}
              </ButtonLink>
            ) : null}
          </div>
        ) : null}
      </header>
      {children}
    </section>
  );
}

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-lg border border-stone-200 bg-white p-4 shadow-sm ${className}`}>{children}</div>
  );
}
