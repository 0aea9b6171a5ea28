import type { UseFormRegisterReturn } from 'react-hook-form';
import { matchStatisticsMessages as m } from '../messages';

interface Props {
  /** Visible label ('Goles', 'Asist.'). */
  label: string;
  /** Full name of the count, for the accessible names ('Goles', 'Asistencias'). */
  field: string;
  player: string;
  value: string;
  /** Sets the field to the new count (as typed text: blank is 0). */
  onChange: (next: string) => void;
  registered: UseFormRegisterReturn;
}

const toCount = (value: string) => Math.max(0, Number.parseInt(value, 10) || 0);
const step =
  'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md border border-stone-300 bg-white ' +
  'text-xl font-semibold text-emerald-900 hover:bg-emerald-50 disabled:opacity-40 ' +
  'focus-visible:outline-2 focus-visible:outline-emerald-600';

/** − count + with 44 px targets; the count stays a typed number field too (the OCR fill sets it). */
export function Stepper({ label, field, player, value, onChange, registered }: Props) {
  const count = toCount(value);
  return (
    <div className="flex items-center gap-1.5">
      <span className="w-12 text-xs font-medium text-stone-600 sm:w-auto">{label}</span>
      <button
        type="button"
        className={step}
        aria-label={m.minus(field, player)}
        disabled={count === 0}
        onClick={() => onChange(count <= 1 ? '' : String(count - 1))}
      >
        −
      </button>
      <input
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        placeholder="0"
        className="h-11 w-12 rounded-md border border-stone-300 text-center text-base tabular-nums focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none"
        aria-label={m.statsLabel(field, player)}
        {...registered}
      />
      <button
        type="button"
        className={step}
        aria-label={m.plus(field, player)}
        onClick={() => onChange(String(count + 1))}
      >
        +
      </button>
    </div>
  );
}
