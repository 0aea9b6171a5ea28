import { zodResolver } from '@hookform/resolvers/zod';
import type { Season, Team } from '@liga/domain';
import { useState } from 'react';
import { Controller, useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { PlayerChecklist } from '../../../components/ui/player-checklist';
import { useTeamPlayers } from '../../teams';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ChoiceField, SelectField } from '../../../components/ui/field';
import { FormMoneyField } from '../../../components/ui/form-money-field';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { useCreateTransfer } from '../api/create-transfer';
import { transfersMessages as m } from '../messages';
import { TransferFormSchema, type TransferFormValues } from '../schemas';

const FIELDS = ['id_team_from', 'id_team_to', 'players', 'budget'] as const;

interface Props {
  teams: readonly Team[];
  seasons: readonly Season[];
  /** The active season, the form's default (docs/rules.md §5: never a hard-coded id). */
  defaultSeason: string;
}

const teamLabel = (t: Team) => `${t.name}${t.division ? ` (${t.division})` : ''}`;

type TeamChoiceProps = UseFormRegisterReturn & {
  label: string;
  /** 'Vende' or 'Compra': the chosen team's owner, who sells or buys. */
  ownerLabel: string;
  ownerTestId: string;
  team: Team | undefined;
  teams: readonly Team[];
  error: string | undefined;
};

/** One side of the transfer: the team, and under it the owner who sells or buys. */
function TeamChoice({ label, ownerLabel, ownerTestId, team, teams, error, ...field }: TeamChoiceProps) {
  return (
    <div className="space-y-1">
      <ChoiceField
        label={label}
        error={error}
        {...field}
        choices={teams}
        placeholder={m.chooseTeam}
        labelOf={teamLabel}
      />
      <p className="text-xs text-stone-500" data-testid={ownerTestId}>
        {ownerLabel}:{' '}
        <span className="font-medium text-stone-700">{team ? (team.user?.name ?? m.noOwner) : '—'}</span>
      </p>
    </div>
  );
}

/** Admin transfer (docs/rules.md §5): players by id from one team to another, money the other way. */
export function TransferForm({ teams, seasons, defaultSeason }: Props) {
  const { notify } = useSession();
  const create = useCreateTransfer();
  const [alert, setAlert] = useState<string | null>(null);
  const defaults: TransferFormValues = {
    id_season: defaultSeason,
    id_team_from: '',
    id_team_to: '',
    players: [],
    budget: 0,
  };
  const { register, handleSubmit, formState, setError, setValue, control, reset } =
    useForm<TransferFormValues>({
      resolver: zodResolver(TransferFormSchema),
      defaultValues: defaults,
    });
  const err = formState.errors;
  const [fromText, toText] = useWatch({ control, name: ['id_team_from', 'id_team_to'] });
  const from = teams.find((t) => String(t.id) === fromText);
  const to = teams.find((t) => String(t.id) === toText);
  const fromPlayers = useTeamPlayers(from?.id);
  // Choosing another seller empties the players checked from the last one.
  const sides = [
    {
      field: 'id_team_from',
      label: m.teamFrom,
      ownerLabel: m.seller,
      ownerTestId: 'seller',
      team: from,
      onChange: () => setValue('players', []),
    },
    {
      field: 'id_team_to',
      label: m.teamTo,
      ownerLabel: m.buyer,
      ownerTestId: 'buyer',
      team: to,
      onChange: undefined,
    },
  ] as const;

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const res = await create.mutateAsync({
        id_season: Number(values.id_season) || undefined,
        id_team_from: Number(values.id_team_from),
        id_team_to: Number(values.id_team_to),
        players: values.players,
        budget: values.budget,
        buy_by: to?.id_user ?? undefined,
        sold_by: from?.id_user ?? undefined,
      });
      notify(res.message || m.done);
      reset({ ...defaults, id_season: values.id_season });
    } catch (e) {
      applyServerErrors(e, setError, FIELDS, m.unexpected);
      setAlert(`${m.errorPrefix}${isApiError(e) ? e.message : m.unexpected}`);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      {alert ? <Alert onClose={() => setAlert(null)}>{alert}</Alert> : null}
      <SelectField label={m.season} {...register('id_season')}>
        {seasons.map((s) => (
          <option key={s.id} value={String(s.id)}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        {sides.map(({ field, onChange, ...side }) => (
          <TeamChoice
            key={field}
            {...side}
            teams={teams}
            error={err[field]?.message}
            {...register(field, { onChange })}
          />
        ))}
      </div>
      <Controller
        control={control}
        name="players"
        render={({ field }) => (
          <div className="space-y-1">
            {!from ? (
              <>
                <p className="text-sm font-medium text-stone-700">{m.players}</p>
                <p className="text-sm text-stone-500">{m.choosePlayersFirst}</p>
              </>
            ) : null}
            {from && fromPlayers.isPending ? <p className="text-sm text-stone-500">{m.loading}</p> : null}
            {fromPlayers.isError ? <Alert>{`${m.playersError} ${fromPlayers.error.message}`}</Alert> : null}
            {from && fromPlayers.data ? (
              <PlayerChecklist
                legend={m.players}
                players={fromPlayers.data.players}
                showId
                value={field.value}
                onChange={field.onChange}
                error={err.players?.message}
                empty={m.noPlayers}
              />
            ) : null}
            {!from && err.players ? <p className="text-sm text-red-600">{err.players.message}</p> : null}
          </div>
        )}
      />
      <FormMoneyField
        control={control}
        name="budget"
        label={m.budget}
        error={err.budget?.message}
        hint={m.budgetHint}
      />
      <Button type="submit" disabled={formState.isSubmitting} className="w-full sm:w-auto">
        {formState.isSubmitting ? m.sending : m.submit}
      </Button>
    </form>
  );
}
