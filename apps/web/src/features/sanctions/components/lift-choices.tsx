import type { LiftOption } from '@liga/domain';
import { liftRequestMessages as m } from '../lift-messages';

export type LiftChoice = { option: LiftOption; cause: LiftOption['causes'][number] };

export const liftChoiceKey = (c: LiftChoice) => `${c.option.player.id}:${c.option.match.id}:${c.cause.cause}`;

interface LiftChoicesProps {
  choices: readonly LiftChoice[];
  value: string;
  onChange: (key: string) => void;
  price: (amount: number | null) => string;
}

/**
 * Each barred player, match and cause as one radio card: the player, then the match, then the cause
 * and its price, each on its own line, so that a phone's width wraps them instead of cutting a
 * select's one line. A cause the league does not let lift is shown, disabled.
 */
export function LiftChoices({ choices, value, onChange, price }: LiftChoicesProps) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-stone-700">{m.choose}</legend>
      {choices.map((c) => {
        const key = liftChoiceKey(c);
        const disabled = c.cause.price === null;
        return (
          <label
            key={key}
            className={`flex cursor-pointer items-start gap-3 rounded-md border px-3 py-2 text-sm has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50 ${
              disabled
                ? 'cursor-not-allowed border-stone-200 text-stone-400'
                : 'border-stone-300 text-stone-800'
            }`}
          >
            <input
              type="radio"
              name="lift-choice"
              className="mt-1 accent-emerald-700"
              value={key}
              checked={value === key}
              disabled={disabled}
              onChange={() => onChange(key)}
            />
            <span className="min-w-0 break-words">
              <span className="block font-medium">{c.option.player.name}</span>
              <span className="block">{c.option.match.label}</span>
              <span className="block">{`${c.cause.label} · ${price(c.cause.price)}`}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
