import { useState, type FormEvent } from 'react';
import { PRODE_POINTS_MAX, type ProdeRoundAnswer } from '@liga/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { NumberField } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useSaveProdeScoring } from '../api/save-prode-scoring';
import { prodeMessages as m } from '../messages';

/** The two hits a prediction scores for: the exact score, or only the outcome. */
const HITS = ['exact', 'outcome'] as const;

/** The Admin's control of the league configuration's prode points (docs/rules.md §16.3). */
export function ScoringForm({ scoring }: { scoring: ProdeRoundAnswer['scoring'] }) {
  const { notify } = useSession();
  const save = useSaveProdeScoring();
  const [points, setPoints] = useState({ exact: String(scoring.exact), outcome: String(scoring.outcome) });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setFailure(null);
    try {
      const res = await save.mutateAsync({ exact: Number(points.exact), outcome: Number(points.outcome) });
      notify(res.message);
    } catch (err) {
      if (!isApiError(err)) throw err;
      setErrors(err.errors ?? {});
      if (!err.errors) setFailure(err.message);
    }
  };

  return (
    <details className="rounded-lg border border-stone-200 bg-white p-3 text-sm">
      <summary className="cursor-pointer font-semibold text-emerald-900">{m.editScoring}</summary>
      <form
        onSubmit={(e) => void onSubmit(e)}
        className="mt-3 grid gap-3 sm:grid-cols-3 sm:items-end"
        noValidate
      >
        {HITS.map((hit) => (
          <NumberField
            key={hit}
            label={m[hit]}
            min={0}
            max={PRODE_POINTS_MAX}
            value={points[hit]}
            onChange={(e) => setPoints({ ...points, [hit]: e.target.value })}
            error={errors[hit]?.[0]}
          />
        ))}
        <Button type="submit" disabled={save.isPending}>
          {m.saveScoring}
        </Button>
      </form>
      {failure ? <Alert>{failure}</Alert> : null}
    </details>
  );
}
