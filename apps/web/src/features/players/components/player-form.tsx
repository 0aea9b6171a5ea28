import { zodResolver } from '@hookform/resolvers/zod';
import { may, type Player, PLAYER_STATUS_LABELS, PlayerInputSchema, RELEASED, type User } from '@liga/domain';
import { useForm, useWatch, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { ChoiceField, InputField, NumberField, SelectField } from '../../../components/ui/field';
import { FormMoneyField } from '../../../components/ui/form-money-field';
import { ServerForm } from '../../../components/ui/server-form';
import { useServerSubmit } from '../../../lib/form-errors';
import { playersMessages as m } from '../messages';
import { ownsPlayer, statusOptions } from './player-permissions';

type Values = z.input<typeof PlayerInputSchema>;
export type PlayerFormOutput = z.output<typeof PlayerInputSchema>;
const FIELDS = ['name', 'age', 'ca', 'pa', 'value', 'status', 'id_team'] as const;

/** Empty number inputs mean 'not given', not 0 or NaN. */
const optionalNumber = (v: unknown): number | undefined =>
  v === '' || v === null || v === undefined ? undefined : Number(v);

const EMPTY: DefaultValues<Values> = { name: '', value: 0, status: '' };

const defaults = (p: Player | undefined): DefaultValues<Values> =>
  p
    ? {
        name: p.name,
        age: p.age,
        ca: p.ca,
        pa: p.pa,
        value: p.value,
        status: p.status as Values['status'],
        id_team: p.id_team.id,
      }
    : EMPTY;

interface TeamOption {
  id: number;
  name: string;
  division: string | null;
}

interface Props {
  me: User;
  /** Absent when creating. */
  player?: Player;
  teams: TeamOption[] | undefined;
  /** Saves and answers the player as stored; throws the API error. */
  onSave: (values: PlayerFormOutput, staff: boolean) => Promise<Player | undefined>;
  submitLabel: string;
}

/**
 * Create and edit (docs/rules.md §3): name, age, CA, PA, value and team only for Admin and Organizador;
 * the team owner changes the status within what the domain rule allows; anyone else only looks.
 */
export function PlayerForm({ me, player, teams, onSave, submitLabel }: Props) {
  const staff = may(me.rol, 'editPlayerFields');
  const own = player ? ownsPlayer(player, me) : false;
  const form = useForm<Values, unknown, PlayerFormOutput>({
    resolver: zodResolver(PlayerInputSchema),
    defaultValues: defaults(player),
  });
  const { register, formState, control } = form;
  const err = formState.errors;
  const [status] = useWatch({ control, name: ['status'] });
  const options = statusOptions(player?.status ?? '', me, own);
  const canSave = staff || (own && options.length > 1);
  const teamOptions = teams ?? (player ? [player.id_team] : []);
  const number = { setValueAs: optionalNumber };

  const submit = useServerSubmit(form, FIELDS, m.unexpected, async (values) => {
    const saved = await onSave(values, staff);
    if (saved) form.reset(defaults(saved));
  });

  return (
    <ServerForm {...submit} submitLabel={canSave ? submitLabel : null} busyLabel={m.saving}>
      {!staff && !own ? <Alert tone="info">{m.readOnly}</Alert> : null}
      {own && !staff ? <p className="text-sm text-stone-500">{m.staffOnlyHint}</p> : null}
      <InputField
        label={m.name}
        readOnly={!staff}
        autoComplete="off"
        error={err.name?.message}
        {...register('name')}
      />
      <div className="grid grid-cols-3 gap-3">
        <NumberField label={m.age} readOnly={!staff} error={err.age?.message} {...register('age', number)} />
        <NumberField label={m.ca} readOnly={!staff} error={err.ca?.message} {...register('ca', number)} />
        <NumberField label={m.pa} readOnly={!staff} error={err.pa?.message} {...register('pa', number)} />
      </div>
      <FormMoneyField
        control={control}
        name="value"
        label={m.value}
        readOnly={!staff}
        error={err.value?.message}
      />
      {staff ? (
        <ChoiceField
          label={m.team}
          error={err.id_team?.message}
          {...register('id_team', number)}
          choices={teamOptions}
          placeholder={m.chooseTeam}
          labelOf={(t) => (t.division ? `${t.name} (${t.division})` : t.name)}
        />
      ) : (
        <InputField label={m.team} readOnly value={player?.id_team.name ?? ''} />
      )}
      <div className="space-y-1">
        <SelectField
          label={m.status}
          disabled={options.length < 2}
          error={err.status?.message}
          {...register('status')}
        >
          {options.map((s) => (
            <option key={s} value={s}>
              {PLAYER_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
        {own && !staff && options.length < 2 ? (
          <p className="text-xs text-stone-500">{m.statusLocked}</p>
        ) : null}
        {options.includes(RELEASED) ? (
          <p className={`text-xs ${status === RELEASED ? 'font-semibold text-amber-700' : 'text-stone-500'}`}>
            {m.releasedHint}
          </p>
        ) : null}
      </div>
    </ServerForm>
  );
}
