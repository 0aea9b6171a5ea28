import type { Match, MatchPlayer, StatisticRow, StatisticsPrefill } from '@liga/domain';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useSaveMatchStatistics } from '../api/save-match-statistics';
import { matchStatisticsMessages as m } from '../messages';
import {
  initialLine,
  splitLineErrors,
  toStatisticInput,
  type StatisticsFormValues,
} from './statistics-lines';
import { prefillLine } from './statistics-prefill';
import { TeamLines, type TeamLine } from './team-lines';

interface Props {
  match: Match;
  players: MatchPlayer[];
  saved: StatisticRow[];
  /** The teams whose lines this user loads: both for staff, their own for a manager. */
  editableTeamIds: number[];
  /** Lines proposed by the screenshot analysis, shown for review instead of the saved ones. */
  prefill?: StatisticsPrefill | null;
}

/** The pending match's form: one card per player by team, 'Guardar Estadísticas', then back to /partidos. */
export function StatisticsForm({ match, players, saved, editableTeamIds, prefill = null }: Props) {
  const { notify } = useSession();
  const navigate = useNavigate();
  const save = useSaveMatchStatistics();
  const [failure, setFailure] = useState<string[] | null>(null);
  const [rowErrors, setRowErrors] = useState<Record<number, string[]>>({});

  const savedByPlayer = useMemo(() => new Map(saved.map((r) => [r.player_id.id, r])), [saved]);
  const teams = [match.team_home, match.team_away];
  const ordered: TeamLine[][] = teams.map(() => []);
  let index = 0;
  teams.forEach((team, t) => {
    for (const player of players.filter((p) => p.id_team.id === team.id))
      ordered[t]!.push({ player, index: index++ });
  });
  const flat = ordered.flat();
  const mine = (t: number) => editableTeamIds.includes(teams[t]!.id);
  // The user's own table first: a manager should not scroll past the rival's squad.
  const order = mine(1) && !mine(0) ? [1, 0] : [0, 1];

  const proposed = new Map(prefill?.lines.map((l) => [l.player_id, prefillLine(l)]));
  const { register, handleSubmit, formState, control, setValue } = useForm<StatisticsFormValues>({
    defaultValues: {
      lines: flat.map(({ player }) => proposed.get(player.id) ?? initialLine(savedByPlayer.get(player.id))),
    },
  });
  const values = useWatch({ control, name: 'lines' });

  const onSubmit = handleSubmit(async ({ lines }) => {
    setFailure(null);
    setRowErrors({});
    const mine = flat.filter(({ player }) => editableTeamIds.includes(player.id_team.id));
    const statistics = mine.map(({ player, index: i }) => toStatisticInput(match, player, lines[i]!));
    try {
      await save.mutateAsync(statistics);
      notify(m.saved);
      void navigate(paths.matches);
    } catch (e) {
      if (!isApiError(e)) {
        setFailure([m.saveError]);
        return;
      }
      const { byPlayer, other } = splitLineErrors(
        e.errors,
        mine.map(({ player }) => player.id),
      );
      setRowErrors(byPlayer);
      const placed = Object.keys(byPlayer).length > 0;
      const detail =
        other.length > 0 ? other : placed || e.status >= 500 || e.status === 0 ? [] : [e.message];
      setFailure([m.saveError, ...detail]);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
      {failure ? (
        <Alert onClose={() => setFailure(null)}>
          {failure.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </Alert>
      ) : null}
      {prefill ? <Alert tone="info">{m.prefilled}</Alert> : null}
      {order.map((t) => (
        <TeamLines
          key={teams[t]!.id}
          team={teams[t]!}
          lines={ordered[t]!}
          editable={mine(t)}
          values={values}
          saved={savedByPlayer}
          errors={rowErrors}
          register={register}
          setValue={setValue}
        />
      ))}
      {editableTeamIds.length > 0 ? (
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? m.saving : m.save}
        </Button>
      ) : (
        <p className="text-sm text-stone-500">{m.readOnlyAll}</p>
      )}
    </form>
  );
}
