import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLAUSE_MESSAGES,
  clauseBounds,
  clauseTotals,
  formatMoney,
  isClauseTarget,
  type Team,
  type User,
} from '@liga/domain';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { InputField, SelectField } from '../../../components/ui/field';
import { applyServerErrors } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useCreateClause, type ClauseInput } from '../api/create-clause';
import { useSquad } from '../../squad';
import { useTeamPlayers } from '../../teams';
import { marketMessages as m } from '../messages';
import { ClauseFormSchema, type ClauseFormValues } from '../schemas';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PlayerChecklist } from '../../../components/ui/player-checklist';

const FIELDS = ['id_team', 'id_player', 'value', 'other_players'] as const;

export interface ClausePreset {
  teamId: number;
  playerId: number;
  value: number;
}

interface Props {
  me: User;
  /** Primera/Segunda teams other than the manager's own (spec 01 §4). */
  teams: readonly Team[];
  preset?: ClausePreset | undefined;
}

/** A step that lands on both bounds (value … 2×value) when the value allows it. */
const stepFor = (value: number) => (value % 100_000 === 0 ? 100_000 : value % 1000 === 0 ? 1000 : 1);

/** Release-clause execution (spec 01 §2, §5; DESIGN.md §6): cash plus own players, confirmed first. */
export function ClauseForm({ me, teams, preset }: Props) {
  const { notify } = useSession();
  const navigate = useNavigate();
  const create = useCreateClause();
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState<ClauseInput | null>(null);
  const { register, handleSubmit, formState, setError, setValue, control, clearErrors } =
    useForm<ClauseFormValues>({
      resolver: zodResolver(ClauseFormSchema),
      defaultValues: {
        id_team: preset ? String(preset.teamId) : '',
        id_player: preset ? String(preset.playerId) : '',
        value: preset ? preset.value : 0,
        other_players: [],
      },
    });
  const err = formState.errors;
  const [teamText, playerText, value, others] = useWatch({
    control,
    name: ['id_team', 'id_player', 'value', 'other_players'],
  });
  const teamId = Number(teamText) || undefined;
  const teamPlayers = useTeamPlayers(teamId);
  const squad = useSquad();

  const targets = (teamPlayers.data?.players ?? []).filter((p) => isClauseTarget(p.status));
  const player = targets.find((p) => String(p.id) === playerText);
  const bounds = player ? clauseBounds(player.value) : null;
  const squadPlayers = squad.data?.players ?? [];
  const offered = squadPlayers.filter((p) => others.includes(p.id));
  const cash = Number.isFinite(value) ? value : 0;
  const { extra_value, total_value } = clauseTotals(
    cash,
    offered.map((p) => p.value),
  );
  const overBudget = player !== undefined && cash > me.profits;
  const team = teams.find((t) => t.id === teamId);

  const onSubmit = handleSubmit((values) => {
    setAlert(null);
    if (bounds && (values.value < bounds.min || values.value > bounds.max)) {
      setError('value', {
        type: 'bounds',
        message: CLAUSE_MESSAGES.valueOutOfBounds(bounds.min, bounds.max),
      });
      return;
    }
    setPending({
      id_team: Number(values.id_team),
      id_player: Number(values.id_player),
      value: values.value,
      other_players: values.other_players,
    });
  });

  const send = async () => {
    if (!pending) return;
    try {
      const res = await create.mutateAsync(pending);
      notify(res.message || m.sent);
      void navigate(paths.offer(pending.id_player));
    } catch (e) {
      setAlert(applyServerErrors(e, setError, FIELDS, m.sendError));
    } finally {
      setPending(null);
    }
  };

  const teamField = register('id_team', {
    onChange: () => {
      setValue('id_player', '');
      setValue('value', 0);
      clearErrors(['id_player', 'value']);
    },
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      {alert ? <Alert>{alert}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={m.team} error={err.id_team?.message} {...teamField}>
          <option value="">{m.chooseTeam}</option>
          {teams.map((t) => (
            <option key={t.id} value={String(t.id)}>
              {t.name}
              {t.division ? ` (${t.division})` : ''}
            </option>
          ))}
        </SelectField>
        <div className="space-y-1">
          {/* Controlled: a preselected player must show once the team's players arrive. */}
          <Controller
            control={control}
            name="id_player"
            render={({ field }) => (
              <SelectField
                label={m.player}
                error={err.id_player?.message}
                disabled={!teamId || teamPlayers.isPending}
                name={field.name}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(e) => {
                  field.onChange(e.target.value);
                  const chosen = targets.find((p) => String(p.id) === e.target.value);
                  setValue('value', chosen ? chosen.value : 0);
                  clearErrors('value');
                }}
              >
                <option value="">{teamId && teamPlayers.isPending ? m.loading : m.choosePlayer}</option>
                {targets.map((p) => (
                  <option key={p.id} value={String(p.id)}>
                    {p.name} · CA {p.ca} · {formatMoney(p.value)}
                  </option>
                ))}
              </SelectField>
            )}
          />
          {teamPlayers.isError ? (
            <Alert>{`${m.playersByTeamError} ${teamPlayers.error.message}`}</Alert>
          ) : null}
          {teamPlayers.data && targets.length === 0 ? (
            <p className="text-xs text-stone-500">{m.noTargets}</p>
          ) : null}
        </div>
      </div>

      <fieldset className="space-y-2 rounded-lg border border-stone-200 p-3" disabled={!bounds}>
        <legend className="px-1 text-sm font-semibold text-emerald-900">{m.value}</legend>
        {player ? (
          <p className="text-xs text-stone-500">
            {m.playerValue}: <span className="font-medium tabular-nums">{formatMoney(player.value)}</span>
            {team ? ` · ${team.name}` : ''}
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
                  <span>{formatMoney(bounds.min)}</span>
                  <span>{formatMoney(bounds.max)}</span>
                </p>
              ) : null}
              <InputField
                label={m.valueNumber}
                type="number"
                inputMode="numeric"
                min={bounds?.min}
                max={bounds?.max}
                step={1}
                name={field.name}
                value={Number.isFinite(field.value) && field.value > 0 ? field.value : ''}
                onChange={(e) => field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
                onBlur={field.onBlur}
                error={err.value?.message}
                hint={bounds ? m.bounds(formatMoney(bounds.min), formatMoney(bounds.max)) : undefined}
              />
            </div>
          )}
        />
      </fieldset>

      <Controller
        control={control}
        name="other_players"
        render={({ field }) => (
          <div className="space-y-1">
            {squad.isPending ? <p className="text-sm text-stone-500">{m.loading}</p> : null}
            {squad.isError ? <Alert>{`${m.playersByUserError} ${squad.error.message}`}</Alert> : null}
            {squad.data ? (
              <PlayerChecklist
                legend={m.otherPlayers}
                players={squadPlayers}
                value={field.value}
                onChange={field.onChange}
                error={err.other_players?.message}
                empty={m.noOwnPlayers}
              />
            ) : null}
          </div>
        )}
      />

      <dl className="grid grid-cols-2 gap-2 rounded-lg bg-stone-50 p-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-stone-500">{m.colValue}</dt>
          <dd className="font-semibold tabular-nums" data-testid="clause-value">
            {formatMoney(cash)}
          </dd>
        </div>
        <div>
          <dt className="text-stone-500">{m.extraValue}</dt>
          <dd className="font-semibold tabular-nums" data-testid="extra-value">
            {formatMoney(extra_value)}
          </dd>
        </div>
        <div>
          <dt className="text-stone-500">{m.totalValue}</dt>
          <dd className="font-bold text-emerald-800 tabular-nums" data-testid="total-value">
            {formatMoney(total_value)}
          </dd>
        </div>
        <div>
          <dt className="text-stone-500">{m.budget}</dt>
          <dd
            className={`font-semibold tabular-nums ${overBudget ? 'text-red-700' : ''}`}
            data-testid="budget"
          >
            {formatMoney(me.profits)}
          </dd>
        </div>
      </dl>
      {overBudget ? <Alert>{m.overBudget}</Alert> : null}

      <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto">
        {create.isPending ? m.sending : m.submit}
      </Button>

      <ConfirmDialog
        open={pending !== null}
        title={m.confirmTitle}
        confirmLabel={m.confirm}
        busy={create.isPending}
        onConfirm={() => void send()}
        onCancel={() => setPending(null)}
      >
        <p>{m.confirmText(player?.name ?? '')}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-stone-500">{m.team}</dt>
          <dd>{team?.name}</dd>
          <dt className="text-stone-500">{m.colValue}</dt>
          <dd className="tabular-nums">{formatMoney(pending?.value ?? 0)}</dd>
          <dt className="text-stone-500">{m.extraValue}</dt>
          <dd className="tabular-nums">
            {formatMoney(extra_value)}
            {offered.length > 0 ? ` (${offered.map((p) => p.name).join(', ')})` : ''}
          </dd>
          <dt className="text-stone-500">{m.totalValue}</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(total_value)}</dd>
        </dl>
      </ConfirmDialog>
    </form>
  );
}
