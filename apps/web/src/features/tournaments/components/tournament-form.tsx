import {
  type Format,
  FORMAT_LABELS,
  FORMATS_OF_TYPE,
  type Season,
  TOURNAMENT_MESSAGES,
  TOURNAMENT_TYPES,
  type TournamentType,
} from '@liga/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { InputField, SelectField } from '../../../components/ui/field';
import { Loading } from '../../../components/ui/states';
import { applyServerErrors } from '../../../lib/form-errors';
import { useAllTeams } from '../../teams';
import { useCreateTournament } from '../api/create-tournament';
import { tournamentsMessages as m } from '../messages';
import { TeamChecklist } from './team-checklist';

const DIVISION_OF: Partial<Record<Format, string>> = { PD: 'Primera', SD: 'Segunda' };
/** Team counts the server accepts per format (decision 004), shown before sending; a league may omit them. */
const TEAMS_HINT: Record<Format, string> = {
  ...TOURNAMENT_MESSAGES.teamCount,
  PD: m.teamsHintLeague,
  SD: m.teamsHintLeague,
};

interface Values {
  name: string;
  start_date: string;
  end_date: string;
  type: TournamentType;
  format: Format;
  season_id: string;
  team_ids: string[];
}
const FIELDS = ['name', 'start_date', 'end_date', 'type', 'format', 'season_id', 'team_ids'] as const;

interface Props {
  seasons: Season[];
  defaultSeasonId: number | undefined;
  onCreated: (seasonId: number) => void;
}

/** 'Cargar Torneo': no client validation, the server's 422 goes under each field. */
export function TournamentForm({ seasons, defaultSeasonId, onCreated }: Props) {
  const create = useCreateTournament();
  const teams = useAllTeams();
  const [alert, setAlert] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const defaults: Values = {
    name: '',
    start_date: '',
    end_date: '',
    type: 'PD',
    format: 'PD',
    season_id: defaultSeasonId ? String(defaultSeasonId) : '',
    team_ids: [],
  };
  const { register, handleSubmit, formState, setError, setValue, control, reset } = useForm<Values>({
    defaultValues: defaults,
  });
  const err = formState.errors;
  const [type, format, chosen] = useWatch({ control, name: ['type', 'format', 'team_ids'] });
  const division = DIVISION_OF[format];
  const options = (teams.data ?? []).filter((t) => !division || t.division === division);

  const onSubmit = handleSubmit(async (v) => {
    setAlert(null);
    const teamIds = (Array.isArray(v.team_ids) ? v.team_ids : []).map(Number);
    try {
      const { tournament } = await create.mutateAsync({
        name: v.name,
        start_date: v.start_date || null,
        end_date: v.end_date || null,
        type: v.type,
        format: v.format,
        season_id: v.season_id ? Number(v.season_id) : undefined,
        ...(teamIds.length > 0 ? { team_ids: teamIds } : {}),
      });
      reset({ ...defaults, season_id: v.season_id });
      setAlert({ tone: 'success', text: TOURNAMENT_MESSAGES.created });
      onCreated(tournament.season_id);
    } catch (e) {
      const text = applyServerErrors(e, setError, FIELDS, m.createError);
      if (text) setAlert({ tone: 'error', text });
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      {alert ? (
        <Alert tone={alert.tone} onClose={() => setAlert(null)}>
          {alert.text}
        </Alert>
      ) : null}
      <InputField label={m.name} autoComplete="off" error={err.name?.message} {...register('name')} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <InputField
          label={m.startDate}
          type="date"
          error={err.start_date?.message}
          {...register('start_date')}
        />
        <InputField label={m.endDate} type="date" error={err.end_date?.message} {...register('end_date')} />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <SelectField
          label={m.type}
          error={err.type?.message}
          {...register('type', {
            onChange: (e: { target: { value: TournamentType } }) => {
              setValue('format', FORMATS_OF_TYPE[e.target.value][0]!);
              setValue('team_ids', []);
            },
          })}
        >
          {TOURNAMENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {m.typeLabel[t]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={m.format}
          error={err.format?.message}
          {...register('format', { onChange: () => setValue('team_ids', []) })}
        >
          {FORMATS_OF_TYPE[type].map((f) => (
            <option key={f} value={f}>
              {FORMAT_LABELS[f]}
            </option>
          ))}
        </SelectField>
        <SelectField label={m.season} error={err.season_id?.message} {...register('season_id')}>
          {seasons.map((s) => (
            <option key={s.id} value={s.id}>
              {s.active ? `${s.name} (${m.active})` : s.name}
            </option>
          ))}
        </SelectField>
      </div>
      {teams.isPending ? <Loading text={m.teamsLoading} /> : null}
      {teams.isError ? <Alert>{m.teamsError}</Alert> : null}
      {teams.data ? (
        <TeamChecklist
          teams={options}
          chosen={Array.isArray(chosen) ? chosen.length : 0}
          hint={TEAMS_HINT[format]}
          error={err.team_ids?.message}
          field={register('team_ids')}
          onAll={() =>
            setValue(
              'team_ids',
              options.map((t) => String(t.id)),
            )
          }
          onNone={() => setValue('team_ids', [])}
        />
      ) : null}
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? m.saving : m.save}
      </Button>
    </form>
  );
}
