import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { MoneyField } from '../../../components/ui/money-field';
import { QueryForm } from '../../../components/ui/query-data';
import { useSettingsForm } from '../../../lib/use-settings-form';
import {
  useDisciplineSettings,
  useSaveDisciplineSettings,
  type DisciplineSettingsValue,
} from '../api/discipline-settings';
import { settingsMessages as m } from '../settings-messages';

const CAUSES = ['yellow_cards', 'red_card', 'direct_red', 'injury', 'serious_injury'] as const;

/** The market's two dates: empty means none. */
const DATES = [
  { key: 'market_reset_date', label: m.resetDate, hint: m.resetHint },
  { key: 'market_close_date', label: m.closeDate, hint: m.closeHint },
] as const;

/** An Admin sets the market reset date, the late-entry fines and the lift prices (decision 025). */
export function SettingsForm() {
  return <QueryForm query={useDisciplineSettings()} errorPrefix={m.loadError} Form={Form} />;
}

function Form({ initial }: { initial: DisciplineSettingsValue }) {
  const save = useSaveDisciplineSettings();
  const { value, setValue, errors, onSubmit } = useSettingsForm(
    initial,
    async (v) => (await save.mutateAsync(v)).message,
  );
  const fine = (i: number) => (n: number) =>
    setValue((v) => ({
      ...v,
      late_entry_fines: v.late_entry_fines.map((f, j) => (j === i ? n : f)),
    }));

  return (
    <form onSubmit={onSubmit} aria-label={m.title} className="space-y-3" noValidate>
      <h2 className="text-base font-semibold text-emerald-900">{m.title}</h2>
      {errors.form ? <Alert>{errors.form[0]}</Alert> : null}
      {DATES.map(({ key, label, hint }) => (
        <InputField
          key={key}
          label={label}
          type="date"
          hint={hint}
          value={value[key] ?? ''}
          onChange={(e) => setValue((v) => ({ ...v, [key]: e.target.value || null }))}
          error={errors[key]?.[0]}
        />
      ))}
      <div className="grid gap-3 sm:grid-cols-3">
        {value.late_entry_fines.map((f, i) => (
          <MoneyField
            key={i}
            label={m.fine(m.tiers[i] ?? 0)}
            value={f}
            onValueChange={fine(i)}
            error={errors[`late_entry_fines.${i}`]?.[0]}
          />
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {CAUSES.map((c) => (
          <MoneyField
            key={c}
            label={m.price(c)}
            hint={m.priceHint}
            value={value.lift_prices[c]}
            onValueChange={(n) =>
              setValue((v) => ({ ...v, lift_prices: { ...v.lift_prices, [c]: Number.isNaN(n) ? null : n } }))
            }
            error={errors[`lift_prices.${c}`]?.[0]}
          />
        ))}
      </div>
      <Button type="submit" disabled={save.isPending}>
        {m.save}
      </Button>
    </form>
  );
}
