import { useId, type ReactNode } from 'react';

/** A titled block of the player page; `empty` stands in when there is nothing to list. */
export function ProfileSection({
  title,
  hint,
  empty,
  children,
}: {
  title: string;
  hint?: string;
  /** Shown instead of the children when set. */
  empty?: string | false;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold text-emerald-900">
        {title}
      </h2>
      {hint ? <p className="text-xs text-stone-500">{hint}</p> : null}
      {empty ? <p className="py-2 text-sm text-stone-500">{empty}</p> : children}
    </section>
  );
}
