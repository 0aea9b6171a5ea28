import type { Match } from '@liga/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { NumberField } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-client';
import { useCreateMatch } from '../api/create-match';
import { matchesMessages as m } from '../messages';

const SIDES = ['home', 'away'] as const;

/**
 * A fixture match has no score yet, and statistics need one: the result is loaded here with the same
 * call as the matches form, which fills the fixture's match instead of creating another.
 */
export function ScoreForm({ match }: { match: Match }) {
  const create = useCreateMatch();
  const [goals, setGoals] = useState({ home: '', away: '' });
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!/^\d+$/.test(goals.home.trim()) || !/^\d+$/.test(goals.away.trim())) {
      setError(m.goalsRequired);
      return;
    }
    try {
      await create.mutateAsync({
        tournament_id: match.tournament_id,
        stage: match.stage,
        team_home_id: match.team_home.id,
        team_away_id: match.team_away.id,
        score_home: Number(goals.home),
        score_away: Number(goals.away),
      });
    } catch (err) {
      setError(isApiError(err) && err.message ? err.message : m.createError);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-3" aria-label={m.loadScore}>
      <p className="text-sm text-stone-600">{m.noScoreYet}</p>
      {error ? <Alert>{error}</Alert> : null}
      <div className="flex flex-wrap items-end gap-3">
        {SIDES.map((side) => (
          <div key={side} className="min-w-0 flex-1 basis-40">
            <NumberField
              label={`Goles de ${match[`team_${side}`].name}`}
              min={0}
              value={goals[side]}
              onChange={(e) => setGoals({ ...goals, [side]: e.target.value })}
            />
          </div>
        ))}
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? m.saving : m.loadScore}
        </Button>
      </div>
    </form>
  );
}
