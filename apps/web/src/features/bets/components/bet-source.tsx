import { fixtureBetMessages as f } from '../fixture-messages';

export type BetSource = 'fixture' | 'text';

/** Whether a new bet is made from a fixture match (settles by itself) or as the league client's free text. */
export function BetSourceToggle({ value, onChange }: { value: BetSource; onChange: (s: BetSource) => void }) {
  const option = (source: BetSource, label: string) => (
    <button
      type="button"
      aria-pressed={value === source}
      onClick={() => onChange(source)}
      className={`min-h-11 flex-1 rounded-md px-3 py-2 text-sm font-medium ${
        value === source ? 'bg-emerald-700 text-white' : 'bg-white text-stone-700 ring-1 ring-stone-300'
      }`}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label={f.source} className="flex gap-2">
      {option('fixture', f.fromMatch)}
      {option('text', f.freeText)}
    </div>
  );
}
