import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLAUSE_MESSAGES,
  clauseBounds,
  clauseTotals,
  isClauseTarget,
  type ReleaseClauseInput,
  type Team,
  type User,
} from '@liga/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ChoiceField } from '../../../components/ui/field';
import { applyServerErrors } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useCreateClause } from '../api/create-clause';
import { useSquad } from '../../squad';
import { useTeamPlayers } from '../../teams';
import { marketMessages as m } from '../messages';
import { ClauseFormSchema, type ClauseFormValues } from '../schemas';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ClauseSummary, ClauseTotals } from './clause-totals';
import { ClauseOwnPlayersField, ClausePlayerField } from './clause-player-fields';
import { ClauseValueField } from './clause-value-field';

const FIELDS = ['id_team', 'id_player', 'value', 'other_players'] as const;

export interface ClausePreset {
  teamId: number;
  playerId: number;
  value: number;
}

interface Props {
  me: User;
  /** Primera/Segunda teams other than the manager's own (docs/rules.md §4). */
  teams: readonly Team[];
  preset?: ClausePreset | undefined;
}

/** Release-clause execution (docs/rules.md §4): cash plus own players, confirmed first. */
export function ClauseForm({ me, teams, preset }: Props) {
  const { notify } = useSession();
  const navigate = useNavigate();
  const create = useCreateClause();
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState<ReleaseClauseInput | null>(null);
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
        <ChoiceField
          label={m.team}
          error={err.id_team?.message}
          {...teamField}
          choices={teams}
          placeholder={m.chooseTeam}
          labelOf={(t) => (t.division ? `${t.name} (${t.division})` : t.name)}
        />
        <ClausePlayerField
          control={control}
          targets={targets}
          teamChosen={teamId !== undefined}
          players={teamPlayers}
          error={err.id_player?.message}
          onPick={(chosen) => {
            setValue('value', chosen ? chosen.value : 0);
            clearErrors('value');
          }}
        />
      </div>

      <ClauseValueField
        control={control}
        bounds={bounds}
        player={player}
        teamName={team?.name}
        error={err.value?.message}
      />

      <ClauseOwnPlayersField control={control} squad={squad} error={err.other_players?.message} />

      <ClauseTotals
        cash={cash}
        extra={extra_value}
        total={total_value}
        budget={me.profits}
        overBudget={overBudget}
      />

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
        <ClauseSummary
          teamName={team?.name}
          value={pending?.value ?? 0}
          extra={extra_value}
          total={total_value}
          offered={offered.map((p) => p.name)}
        />
      </ConfirmDialog>
    </form>
  );
}
