import { zodResolver } from '@hookform/resolvers/zod';
import { CreateMatchSchema, roundName, type CreateMatchInput, type Tournament } from '@liga/domain';
import type { z } from 'zod';
import { Fragment, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ChoiceField, NumberField } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-client';
import { useAllTeams } from '../../teams';
import { useCreateMatch } from '../api/create-match';
import { matchesMessages as m } from '../messages';
import { teamOptions } from './team-options';

type Notice = { tone: 'success' | 'error' | 'info'; text: string };

/** Every field as the inputs give it: text. */
const EMPTY_MATCH_FORM = {
  tournament_id: '',
  stage: '',
  team_home_id: '',
  team_away_id: '',
  score_home: '',
  score_away: '',
};

/** A row per side: the team and its goals. */
const SIDES = [
  { team: 'team_home_id', score: 'score_home', teamLabel: m.home, scoreLabel: m.scoreHome },
  { team: 'team_away_id', score: 'score_away', teamLabel: m.away, scoreLabel: m.scoreAway },
] as const;

/**
 * The create-match form: the four required-field messages, a confirmation before
 * sending, 'Carga de partido cancelada' and a reset on cancel. A fixture match without a score is
 * filled in by the server instead of duplicated.
 */
export function MatchForm({ tournaments }: { tournaments: Tournament[] }) {
  const create = useCreateMatch();
  const teams = useAllTeams();
  const [notice, setNotice] = useState<Notice | null>(null);
  // The server's schema checks the form (messages) and turns its text into numbers.
  const { register, handleSubmit, formState, reset, control } = useForm<
    z.input<typeof CreateMatchSchema>,
    unknown,
    CreateMatchInput
  >({ resolver: zodResolver(CreateMatchSchema), defaultValues: EMPTY_MATCH_FORM });
  const err = formState.errors;
  const [tournamentId, stage] = useWatch({ control, name: ['tournament_id', 'stage'] });
  const tournament = tournaments.find((t) => String(t.id) === tournamentId);
  const options = teamOptions(tournament, teams.data ?? []);
  const stageNumber = Number(stage);
  const stageHint =
    tournament && Number.isInteger(stageNumber) && stageNumber > 0
      ? roundName(tournament.format, stageNumber, 'matches')
      : undefined;
  const teamName = (id: number) => options.find((t) => t.id === id)?.name ?? String(id);

  const onSubmit = handleSubmit(async (v) => {
    setNotice(null);
    if (
      !window.confirm(
        m.confirmCreate(teamName(v.team_home_id), teamName(v.team_away_id), v.score_home, v.score_away),
      )
    ) {
      reset(EMPTY_MATCH_FORM);
      setNotice({ tone: 'info', text: m.cancelled });
      return;
    }
    try {
      const answer = await create.mutateAsync(v);
      // The next result of the same round is the usual next step: keep tournament and round.
      reset({ ...EMPTY_MATCH_FORM, tournament_id: String(v.tournament_id), stage: String(v.stage) });
      setNotice({ tone: 'success', text: answer.message || m.created });
    } catch (e) {
      setNotice({ tone: 'error', text: isApiError(e) && e.message ? e.message : m.createError });
    }
  });

  const sending = formState.isSubmitting;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4" aria-label={m.formTitle}>
      {notice ? (
        <Alert tone={notice.tone} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      ) : null}
      <div className="grid grid-cols-[minmax(0,1fr)_7.5rem] gap-x-3 gap-y-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <ChoiceField
          label={m.tournament}
          error={err.tournament_id?.message}
          {...register('tournament_id')}
          choices={tournaments}
          placeholder={m.choose}
        />
        <NumberField
          label={m.stage}
          min={1}
          hint={stageHint}
          error={err.stage?.message}
          {...register('stage')}
        />
        {SIDES.map(({ team, score, teamLabel, scoreLabel }) => (
          <Fragment key={team}>
            <ChoiceField
              label={teamLabel}
              error={err[team]?.message}
              {...register(team)}
              choices={options}
              placeholder={m.choose}
            />
            <NumberField label={scoreLabel} min={0} error={err[score]?.message} {...register(score)} />
          </Fragment>
        ))}
      </div>
      <Button type="submit" disabled={sending}>
        {sending ? m.creating : m.create}
      </Button>
    </form>
  );
}
