import type { UseFormRegisterReturn } from 'react-hook-form';

interface Props {
  label: string;
  /** Accessible name: '{field} de {player}'. */
  name: string;
  checked: boolean;
  tone?: 'yellow' | 'red' | 'amber' | 'emerald';
  /** A registered field, or a controlled toggle through `onToggle`. */
  field?: UseFormRegisterReturn;
  onToggle?: (checked: boolean) => void;
  /** Held as it is: a tap does not change it, and `hint` says why. */
  locked?: boolean;
  hint?: string;
}

const ON: Record<NonNullable<Props['tone']>, string> = {
  yellow: 'border-yellow-400 bg-yellow-200 text-yellow-950',
  red: 'border-red-600 bg-red-600 text-white',
  amber: 'border-orange-400 bg-orange-100 text-orange-900',
  emerald: 'border-emerald-700 bg-emerald-700 text-white',
};

/** A checkbox drawn as a 44 px pill: the whole pill is the target, the state reads by colour and ✓. */
export function Toggle({
  label,
  name,
  checked,
  tone = 'emerald',
  field,
  onToggle,
  locked = false,
  hint,
}: Props) {
  return (
    <label
      title={locked ? hint : undefined}
      className={`relative inline-flex min-h-11 ${locked ? 'cursor-default' : 'cursor-pointer'} items-center gap-1 rounded-full border px-3 text-sm font-medium select-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-600 ${
        checked ? ON[tone] : 'border-stone-300 bg-white text-stone-700'
      }`}
    >
      {/* The checkbox covers the whole pill, transparent: it is what a tap or a click hits. */}
      <input
        type="checkbox"
        className="absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-full opacity-0"
        aria-label={name}
        aria-disabled={locked || undefined}
        aria-description={locked ? hint : undefined}
        {...(field ?? { checked, onChange: (e) => locked || onToggle?.(e.target.checked) })}
      />
      <span aria-hidden>{checked ? '✓' : ''}</span>
      {label}
    </label>
  );
}
