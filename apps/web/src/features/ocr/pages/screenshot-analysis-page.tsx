import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card, Page } from '../../../components/ui/page';
import { Loading } from '../../../components/ui/states';
import { useIdParam } from '../../../lib/id-param';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { editableTeams, OCR_PREFILL_STATE, useMatchPlayers } from '../../match-statistics';
import { MatchHeader, useMatch } from '../../matches';
import { FilePicker } from '../components/file-picker';
import { ResultView } from '../components/result-view';
import { ReviewPanel } from '../components/review-panel';
import { TeamsCheckDialog } from '../components/teams-check-dialog';
import { useAnalysis } from '../lib/use-analysis';
import { playerRows, prefillOf, unresolvedCount, type Pick } from '../lib/resolve';
import { teamsMismatch } from '../lib/teams-check';
import { ocrMessages as m } from '../messages';

/** /cargar-imagenes/{id}: captures of a match read into its statistics form. */
export function ScreenshotAnalysisPage() {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const { id, valid } = useIdParam();
  const match = useMatch(id, valid);
  const teamIds = match.data ? [match.data.team_home.id, match.data.team_away.id] : [];
  const players = useMatchPlayers(teamIds, teamIds.length > 0);
  const analysis = useAnalysis(id);
  const [picks, setPicks] = useState<Record<string, Pick>>({});
  const [asking, setAsking] = useState(false);

  const done = analysis.results;
  const rows = useMemo(() => playerRows(done), [done]);
  const squads = match.data
    ? [match.data.team_home, match.data.team_away].map((team) => ({
        ...team,
        players: (players.data ?? []).filter((p) => p.id_team.id === team.id),
      }))
    : [];
  const firstOf = new Map<number, string>();
  for (const { key, result } of done)
    if (result.screenshot_id !== null && !firstOf.has(result.screenshot_id))
      firstOf.set(result.screenshot_id, key);

  const editableIds = match.data ? editableTeams(match.data, me) : [];
  const editable = editableIds.length > 0;
  const ownTeam =
    editableIds.length === 1
      ? ([match.data?.team_home, match.data?.team_away].find((t) => t?.id === editableIds[0])?.name ?? null)
      : null;
  const completed = match.data?.status === 'completed';
  const scope = {
    teamIds: editableIds,
    teamOf: new Map((players.data ?? []).map((p) => [p.id, p.id_team.id])),
  };
  const prefill = prefillOf(id, rows, picks, scope);
  const fill = () => void navigate(paths.match(id), { state: { [OCR_PREFILL_STATE]: prefill } });
  // Captures whose score line names other teams: each says so, and filling the form asks first.
  const mismatchOf = new Map(
    done.map(({ key, result }) => [key, match.data ? teamsMismatch(result, match.data) : null]),
  );
  const mismatches = [...mismatchOf.values()].filter((x) => x !== null);
  const matchName = match.data ? m.versus(match.data.team_home.name, match.data.team_away.name) : '';

  return (
    <Page
      title={m.title}
      actions={
        <ButtonLink to={paths.match(id)} variant="secondary">
          {m.back}
        </ButtonLink>
      }
    >
      {valid && match.isPending ? <Loading /> : null}
      {match.isError ? <Alert>{match.error.message}</Alert> : null}
      {match.data ? <MatchHeader match={match.data} /> : null}
      {match.data && !editable ? <Alert>{m.notAllowed}</Alert> : null}
      {match.data && editable && completed ? <Alert>{m.completed}</Alert> : null}
      {match.data && editable && !completed ? (
        <Card className="space-y-4">
          <p className="text-sm text-stone-600">{m.intro}</p>
          <FilePicker
            files={analysis.files}
            states={analysis.states}
            busy={analysis.busy}
            onAdd={analysis.add}
            onRemove={analysis.remove}
          />
          {analysis.notices.map((text) => (
            <Alert key={text} onClose={analysis.clearNotices}>
              {text}
            </Alert>
          ))}
          <Button
            onClick={() => void analysis.run()}
            disabled={analysis.busy || analysis.waiting === 0}
            className="w-full sm:w-auto"
          >
            {analysis.busy ? m.analysing : m.analyse}
          </Button>
        </Card>
      ) : null}

      {analysis.files.map(({ key, file }) => {
        const state = analysis.states[key];
        if (state?.status === 'failed')
          return (
            <Alert key={key}>
              <p className="font-semibold">{m.errorHeader}</p>
              <p>
                Error · {file.name}: {state.message || m.unknownError}
              </p>
            </Alert>
          );
        if (state?.status !== 'done') return null;
        const shot = state.result.screenshot_id;
        return (
          <ResultView
            key={key}
            fileKey={key}
            result={state.result}
            duplicate={shot !== null && firstOf.get(shot) !== key}
            squads={squads}
            picks={picks}
            onPick={(rowKey, pick) => setPicks((old) => ({ ...old, [rowKey]: pick }))}
            mismatch={mismatchOf.get(key) ?? null}
            match={matchName}
          />
        );
      })}

      {rows.length > 0 ? (
        <ReviewPanel
          prefill={prefill}
          pending={unresolvedCount(rows, picks, scope)}
          busy={analysis.busy}
          ownTeam={ownTeam}
          players={players.data ?? []}
          onFill={() => (mismatches.length > 0 ? setAsking(true) : fill())}
        />
      ) : null}
      <TeamsCheckDialog
        open={asking}
        match={matchName}
        mismatches={mismatches}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          fill();
        }}
      />
    </Page>
  );
}
