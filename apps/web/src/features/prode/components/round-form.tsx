import { useState, type FormEvent } from 'react';
import type { ProdeRoundAnswer } from '@liga/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useSavePredictions } from '../api/save-predictions';
import { prodeMessages as m } from '../messages';
import { MatchPrediction, type Draft } from './match-prediction';

const initial = (round: ProdeRoundAnswer): Record<number, Draft> =>
  Object.fromEntries(
    round.matches.map((x) => [x.id, { home: x.mine?.home ?? null, away: x.mine?.away ?? null }]),
  );

/** The round's matches; the open ones take a prediction, sent together (docs/rules.md §16.1–16.2). */
export function RoundForm({ round }: { round: ProdeRoundAnswer }) {
  const { notify } = useSession();
  const save = useSavePredictions();
  const [drafts, setDrafts] = useState(() => initial(round));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const open = round.matches.filter((x) => !x.locked);
  const editable = round.can_predict && open.length > 0;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const lines = open
      .map((x) => ({ id_match: x.id, ...drafts[x.id]! }))
      .filter(
        (l): l is { id_match: number; home: number; away: number } => l.home !== null && l.away !== null,
      );
    setErrors({});
    setFailure(null);
    if (lines.length === 0) return;
    try {
      await save.mutateAsync(lines);
      notify(m.saved);
    } catch (err) {
      if (!isApiError(err)) throw err;
      // Errors come per line ('<i>.id_match', '<i>.home'): shown under the match of that line.
      const perMatch: Record<number, string> = {};
      for (const [field, messages] of Object.entries(err.errors ?? {})) {
        const line = lines[Number(field.split('.')[0])];
        if (line && messages[0]) perMatch[line.id_match] = messages[0];
      }
      setErrors(perMatch);
      if (Object.keys(perMatch).length === 0) setFailure(err.message);
    }
  };

  if (round.matches.length === 0) return <EmptyState>{m.noMatches}</EmptyState>;
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-3" noValidate>
      {!round.can_predict ? <Alert tone="info">{m.noTeam}</Alert> : null}
      {round.can_predict && open.length === 0 ? (
        <p className="text-sm text-stone-600">{m.nothingOpen}</p>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {round.matches.map((x) => (
          <MatchPrediction
            key={x.id}
            match={x}
            draft={drafts[x.id] ?? { home: null, away: null }}
            editable={round.can_predict && !x.locked}
            error={errors[x.id]}
            onChange={(d) => setDrafts((all) => ({ ...all, [x.id]: d }))}
          />
        ))}
      </ul>
      {failure ? <Alert>{failure}</Alert> : null}
      {editable ? (
        <div className="sticky bottom-20 z-10 lg:bottom-4">
          <Button type="submit" className="w-full sm:w-auto" disabled={save.isPending}>
            {save.isPending ? m.saving : m.save}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
