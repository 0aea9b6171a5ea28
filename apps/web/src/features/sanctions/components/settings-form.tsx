import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { MoneyField } from '../../../components/ui/money-field';
import { Loading } from '../../../components/ui/states';
import { isApiError, type FieldErrors } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import {
  useDisciplineSettings,
  useSaveDisciplineSettings,
  type DisciplineSettingsValue,
} from '../api/discipline-settings';
import { settingsMessages as m } from '../settings-messages';

const CAUSES = ['yellow_cards', 'red_card', 'direct_red', 'injury', 'serious_injury'] as const;

/** An Admin sets the market reset date, the late-entry fines and the lift prices (decision 025). */
export function SettingsForm() {
  const query = useDisciplineSettings();
  if (query.isPending) return <Loading />;
  if (query.isError) return <Alert>{`${m.loadError}${query.error.message}`}</Alert>;
  return <Form initial={query.data} />;
}

function Form({ initial }: { initial: DisciplineSettingsValue }) {
  const { notify } = useSession();
  const save = useSaveDisciplineSettings();
  const [value, setValue] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const fine = (i: number) => (n: number) =>
    setValue((v) => ({
      ...v,
      late_entry_fines: v.late_entry_fines.map((f, j) => (j === i ? n : f)),
    }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      notify((await save.mutateAsync(value)).message);
    } catch (err) {
      setErrors(isApiError(err) && err.errors ? err.errors : { form: [m.error] });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={m.title} className="space-y-3" noValidate>
      <h2 className="text-base font-semibold text-emerald-900">{m.title}</h2>
      {errors.form ? <Alert>{errors.form[0]}</Alert> : null}
      <InputField
        label={m.resetDate}
        type="date"
        hint={m.resetHint}
        value={value.market_reset_date ?? ''}
        onChange={(e) => setValue((v) => ({ ...v, market_reset_date: e.target.value || null }))}
        error={errors.market_reset_date?.[0]}
      />
      <InputField
        label={m.closeDate}
        type="date"
        hint={m.closeHint}
        value={value.market_close_date ?? ''}
        onChange={(e) => setValue((v) => ({ ...v, market_close_date: e.target.value || null }))}
        error={errors.market_close_date?.[0]}
      />
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
