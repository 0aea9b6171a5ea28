import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { QueryForm } from '../../../components/ui/query-data';
import { useSettingsForm } from '../../../lib/use-settings-form';
import { usePublicSettings, useSavePublicSettings, type PublicSettingsValue } from '../api/public-settings';
import { publicMessages as m } from '../messages';

const SWITCHES = [
  { field: 'enabled', label: m.enabled, hint: m.enabledHint },
  { field: 'show_values', label: m.showValues, hint: null },
  { field: 'show_bets', label: m.showBets, hint: null },
] as const;

/** /configuracion: an Admin chooses what visitors see under /liga, or turns it off (decision 035). */
export function PublicSettingsSection() {
  return (
    <section aria-labelledby="public-pages-title" className="space-y-3">
      <h2 id="public-pages-title" className="text-base font-semibold text-emerald-900">
        {m.title}
      </h2>
      <p className="text-sm text-stone-600">
        {m.intro}{' '}
        <a href="/liga" className="font-medium text-emerald-800 underline">
          {m.open}
        </a>
      </p>
      <QueryForm query={usePublicSettings()} errorPrefix={m.loadError} Form={Form} />
    </section>
  );
}

function Form({ initial }: { initial: PublicSettingsValue }) {
  const save = useSavePublicSettings();
  const { value, setValue, errors, onSubmit } = useSettingsForm(initial, async (v) => {
    await save.mutateAsync(v);
    return m.saved;
  });

  return (
    <form onSubmit={onSubmit} aria-label={m.title} className="space-y-3" noValidate>
      {errors.form ? <Alert>{errors.form[0]}</Alert> : null}
      {SWITCHES.map(({ field, label, hint }) => (
        <div key={field}>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-1 h-4 w-4 accent-emerald-800"
              checked={value[field]}
              disabled={field !== 'enabled' && !value.enabled}
              onChange={(e) => setValue((v) => ({ ...v, [field]: e.target.checked }))}
            />
            <span>
              {label}
              {hint ? <span className="block text-xs text-stone-600">{hint}</span> : null}
            </span>
          </label>
          {errors[field] ? <p className="text-sm text-red-700">{errors[field][0]}</p> : null}
        </div>
      ))}
      <Button type="submit" disabled={save.isPending}>
        {m.save}
      </Button>
    </form>
  );
}
