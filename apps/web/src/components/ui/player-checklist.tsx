import { BLOCKED, formatCurrency, type SquadPlayer } from '@liga/domain';
import { useId } from 'react';

interface Props {
  legend: string;
  players: readonly SquadPlayer[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
  disabled?: boolean;
  empty?: string;
  /** Show each player's id (the admin transfer picks players by id). */
  showId?: boolean;
}

/** A multi-select of players as checkboxes: usable with a thumb at 375px, unlike <select multiple>. */
export function PlayerChecklist({ legend, players, value, onChange, error, disabled, empty, showId }: Props) {
  const id = useId();
  const chosen = new Set(value);
  const toggle = (playerId: number, on: boolean) =>
    onChange(on ? [...value, playerId] : value.filter((v) => v !== playerId));
  return (
    <fieldset
      className="space-y-1"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="text-sm font-medium text-stone-700">{legend}</legend>
      {players.length === 0 && empty ? <p className="text-sm text-stone-500">{empty}</p> : null}
      {players.length > 0 ? (
        <ul className="max-h-60 divide-y divide-stone-100 overflow-y-auto rounded-md border border-stone-300 bg-white">
          {players.map((p) => (
            <li key={p.id}>
              <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-emerald-50">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-emerald-700"
                  checked={chosen.has(p.id)}
                  disabled={disabled}
                  onChange={(e) => toggle(p.id, e.target.checked)}
                />
                <span className="min-w-0 flex-1 truncate">
                  {showId ? <span className="text-xs text-stone-500 tabular-nums">#{p.id} </span> : null}
                  {p.name}
                  {p.status === BLOCKED ? (
                    <span className="ml-1 rounded bg-amber-100 px-1 text-[10px] text-amber-800 uppercase">
                      {p.status}
                    </span>
                  ) : null}
                </span>
                <span className="text-xs whitespace-nowrap text-stone-500 tabular-nums">
                  CA {p.ca} · {formatCurrency(p.value)}
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
