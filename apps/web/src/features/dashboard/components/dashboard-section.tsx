import { useId, type ReactNode } from 'react';

/** A titled block of the dashboard. */
export function DashboardSection({
  title,
  count,
  children,
}: {
  title: string;
  count?: number | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-emerald-900">
        {title}
        {count !== undefined && count > 0 ? (
          <span className="rounded-full bg-emerald-100 px-2 text-sm font-medium text-emerald-800">
            {count}
          </span>
        ) : null}
      </h2>
      {children}
    </section>
  );
}

/** The quiet line a section shows when it has nothing to list. */
export function SectionEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-stone-300 px-3 py-3 text-sm text-stone-600">
      {children}
    </p>
  );
}
