import { SCORE_MAX } from '@liga/domain';
import { prodeMessages as m } from '../messages';

interface Props {
  team: string;
  value: number | null;
  onChange: (value: number | null) => void;
  disabled?: boolean;
}

const stepClass =
  'h-11 w-11 shrink-0 rounded-md border border-stone-300 bg-white text-xl font-bold text-emerald-900 hover:bg-emerald-50 disabled:opacity-40';

/**
 * Goals of one team: − and + buttons a thumb can hit, around a number the keyboard can type. From
 * blank, + means 1 and − means 0.
 */
export function ScoreStepper({ team, value, onChange, disabled }: Props) {
  const set = (n: number) => onChange(Math.min(SCORE_MAX, Math.max(0, n)));
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        className={stepClass}
        aria-label={m.less(team)}
        disabled={disabled || value === 0}
        onClick={() => set(value === null ? 0 : value - 1)}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={SCORE_MAX}
        aria-label={m.goalsOf(team)}
        className="h-11 w-12 rounded-md border border-stone-300 text-center text-lg font-semibold tabular-nums"
        value={value ?? ''}
        disabled={disabled}
        onChange={(e) =>
          onChange(e.target.value === '' ? null : Math.max(0, Math.trunc(Number(e.target.value))))
        }
      />
      <button
        type="button"
        className={stepClass}
        aria-label={m.more(team)}
        disabled={disabled || value === SCORE_MAX}
        onClick={() => set((value ?? 0) + 1)}
      >
        +
      </button>
    </div>
  );
}
