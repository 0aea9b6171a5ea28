import { FORMAT_LABELS, isLeagueFormat, type Match, type Tournament } from '@liga/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/states';
import { plural } from '../../../lib/plural';
import { useGenerateFixture } from '../api/generate-fixture';
import { useGenerateNextRound } from '../api/generate-next-round';
import { useGeneratePlayoffs } from '../api/generate-playoffs';
import { useGenerateQuarterFinals } from '../api/generate-quarter-finals';
import { tournamentsMessages as m } from '../messages';
import { dayLabel, fixtureState, type FixtureState } from './tournament-actions';

/** The draws an Admin can ask for (decision 004; the play-offs: docs/rules.md §10.4). */
type Draw = 'fixture' | 'quarters' | 'playoffs' | 'next';

interface Props {
  tournaments: Tournament[];
  matches: Match[];
}

/** The draws a tournament's state allows, in the order they happen. */
const offered = (state: FixtureState): Draw[] =>
  (
    [
      ['fixture', state.canGenerate],
      ['quarters', state.canQuarters],
      ['playoffs', state.canPlayoffs],
      ['next', state.canNextRound],
    ] as const
  ).flatMap(([kind, can]) => (can ? [kind] : []));

/** The season's tournaments with their fixture state and the Admin's draw buttons. */
export function TournamentsList({ tournaments, matches }: Props) {
  const fixture = useGenerateFixture();
  const quarters = useGenerateQuarterFinals();
  const playoffs = useGeneratePlayoffs();
  const next = useGenerateNextRound();
  const draws = { fixture, quarters, playoffs, next };
  const labels = {
    fixture: m.generateFixture,
    quarters: m.generateQuarters,
    playoffs: m.generatePlayoffs,
    next: m.generateNextRound,
  };
  const confirms = {
    fixture: m.confirmFixture,
    quarters: m.confirmQuarters,
    playoffs: m.confirmPlayoffs,
    next: m.confirmNextRound,
  };
  const [busy, setBusy] = useState<number | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // The draw cannot be undone: asked in the app's own dialog, as every other irreversible action.
  const [asking, setAsking] = useState<{ t: Tournament; kind: Draw } | null>(null);

  const run = async (t: Tournament, kind: Draw) => {
    setAsking(null);
    setBusy(t.id);
    setResult(null);
    try {
      const answer = await draws[kind].mutateAsync(t.id);
      const byes = answer.byes.length > 0 ? ` ${m.byes(answer.byes.map((b) => b.name))}` : '';
      setResult({ tone: 'success', text: `${answer.message} (${t.name}).${byes}` });
    } catch (e) {
      setResult({ tone: 'error', text: e instanceof Error && e.message ? e.message : m.actionError });
    } finally {
      setBusy(null);
    }
  };

  if (tournaments.length === 0) return <EmptyState>{m.listEmpty}</EmptyState>;
  return (
    <div className="space-y-3">
      {result ? (
        <Alert tone={result.tone} onClose={() => setResult(null)}>
          {result.text}
        </Alert>
      ) : null}
      <ul
        aria-label={m.listTitle}
        className="divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white shadow-sm"
      >
        {tournaments.map((t) => {
          const state = fixtureState(t, matches);
          const teams =
            t.teams.length > 0
              ? plural(t.teams.length, 'equipo', 'equipos')
              : isLeagueFormat(t.format)
                ? m.allOfDivision
                : m.noTeams;
          const dates =
            t.start_date || t.end_date ? `${dayLabel(t.start_date)} → ${dayLabel(t.end_date)}` : m.noDates;
          return (
            <li key={t.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3">
              <div className="min-w-0 flex-1 basis-56">
                <p className="font-semibold break-words text-stone-900">{t.name}</p>
                <p className="text-xs text-stone-500">
                  {FORMAT_LABELS[t.format]} · {teams} · {dates}
                </p>
              </div>
              <p className="text-sm text-stone-600">
                {state.total === 0 ? m.noFixture : m.played(state.completed, state.total)}
              </p>
              <div className="flex flex-wrap gap-2">
                {offered(state).map((kind) => (
                  <Button key={kind} disabled={busy !== null} onClick={() => setAsking({ t, kind })}>
                    {busy === t.id ? m.generating : labels[kind]}
                  </Button>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        title={labels[asking?.kind ?? 'fixture']}
        confirmLabel={labels[asking?.kind ?? 'fixture']}
        onConfirm={() => asking && void run(asking.t, asking.kind)}
        onCancel={() => setAsking(null)}
      >
        {asking ? <p>{confirms[asking.kind](asking.t.name)}</p> : null}
      </ConfirmDialog>
    </div>
  );
}
