import { DISCORD_CHANNELS, type DiscordSettings } from '@liga/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { QueryForm } from '../../../components/ui/query-data';
import { useSettingsForm } from '../../../lib/use-settings-form';
import { useDiscordSettings, useSaveDiscordSettings } from '../api/discord-settings';
import { settingsMessages as m } from '../messages';

/** An Admin's webhooks: one per kind of post and one per tournament for results (decision 034). */
export function WebhooksForm() {
  return <QueryForm query={useDiscordSettings()} errorPrefix={m.loadError} Form={Form} />;
}

function Form({ initial }: { initial: DiscordSettings }) {
  const save = useSaveDiscordSettings();
  const { value, setValue, errors, onSubmit } = useSettingsForm(initial, async (v) => {
    const body = { ...v, results: v.results.map((r) => ({ tournament_id: r.tournament_id, url: r.url })) };
    return (await save.mutateAsync(body)).message;
  });

  const url = { type: 'url', inputMode: 'url', placeholder: m.placeholder, autoComplete: 'off' } as const;
  return (
    <form onSubmit={onSubmit} aria-label={m.discordTitle} className="space-y-3" noValidate>
      <h2 className="text-base font-semibold text-emerald-900">{m.discordTitle}</h2>
      <p className="text-xs text-stone-500">{m.discordHint}</p>
      {errors.form ? <Alert>{errors.form[0]}</Alert> : null}
      {DISCORD_CHANNELS.map((c) => (
        <InputField
          key={c}
          {...url}
          label={m.labels[c]}
          hint={m.hints[c]}
          value={value[c]}
          onChange={(e) => setValue((v) => ({ ...v, [c]: e.target.value }))}
          error={errors[c]?.[0]}
        />
      ))}
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-stone-800">{m.resultsTitle}</legend>
        {value.results.length === 0 ? <p className="text-sm text-stone-600">{m.noTournaments}</p> : null}
        {value.results.map((r, i) => (
          <InputField
            key={r.tournament_id}
            {...url}
            label={`${m.labels.results}: ${r.tournament}`}
            value={r.url}
            onChange={(e) =>
              setValue((v) => ({
                ...v,
                results: v.results.map((x, j) => (j === i ? { ...x, url: e.target.value } : x)),
              }))
            }
            error={errors[`results.${i}.url`]?.[0] ?? errors[`results.${i}.tournament_id`]?.[0]}
          />
        ))}
      </fieldset>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? m.saving : m.save}
      </Button>
    </form>
  );
}
