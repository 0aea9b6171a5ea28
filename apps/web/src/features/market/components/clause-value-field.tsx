import { formatCurrency, type SquadPlayer } from '@liga/domain';
import { Controller, type Control } from 'react-hook-form';
import { MoneyField } from '../../../components/ui/money-field';
import { marketMessages as m } from '../messages';
import type { ClauseFormValues } from '../schemas';

/** A step that lands on both bounds (value … 2×value) when the value allows it. */
const stepFor = (value: number) => (value % 100_000 === 0 ? 100_000 : value % 1000 === 0 ? 1000 : 1);

interface Props {
  control: Control<ClauseFormValues>;
  /** The player's clause bounds (value … 2×value); null until a player is chosen. */
  bounds: { min: number; max: number } | null;
  player: SquadPlayer | undefined;
  teamName: string | undefined;
  error: string | undefined;
}

/** The cash part of a clause: a slider between the bounds and the same amount as a number (docs/rules.md §4). */
export function ClauseValueField({ control, bounds, player, teamName, error }: Props) {
  return (
    <fieldset className="space-y-2 rounded-lg border border-stone-200 p-3" disabled={!bounds}>
      <legend className="px-1 text-sm font-semibold text-emerald-900">{m.value}</legend>
      {player ? (
        <p className="text-xs text-stone-500">
          {m.playerValue}: <span className="font-medium tabular-nums">{formatCurrency(player.value)}</span>
          {teamName ? ` · ${teamName}` : ''}
        </p>
      ) : null}
      <Controller
        control={control}
        name="value"
        render={({ field }) => (
          <div className="space-y-2">
            <input
              type="range"
              aria-label={m.value}
              className="w-full accent-emerald-700"
              min={bounds?.min ?? 0}
              max={bounds?.max ?? 0}
              step={player ? stepFor(player.value) : 1}
              value={Number.isFinite(field.value) ? field.value : (bounds?.min ?? 0)}
              onChange={(e) => field.onChange(Number(e.target.value))}
              onBlur={field.onBlur}
            />
            {bounds ? (
              <p className="flex justify-between text-xs text-stone-500 tabular-nums">
                <span>{formatCurrency(bounds.min)}</span>
                <span>{formatCurrency(bounds.max)}</span>
              </p>
            ) : null}
            <MoneyField
              label={m.valueNumber}
              name={field.name}
              value={Number.isFinite(field.value) && field.value > 0 ? field.value : Number.NaN}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              error={error}
              hint={bounds ? m.bounds(formatCurrency(bounds.min), formatCurrency(bounds.max)) : undefined}
            />
          </div>
        )}
      />
    </fieldset>
  );
}
