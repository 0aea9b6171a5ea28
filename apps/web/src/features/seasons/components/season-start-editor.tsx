import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { Card } from '../../../components/ui/page';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useUpdateSeasonStart } from '../api/update-season-start';
import { fromLeagueInput, toLeagueInput } from '@liga/domain';
import { seasonsMessages as m } from '../messages';

interface Props {
  seasonId: number;
  startDate: string | null;
  timeZone: string;
}

/** Admin: moves the active season's start (PUT /seasons/{id}/start), typed in the league's zone. */
export function SeasonStartEditor({ seasonId, startDate, timeZone }: Props) {
  const { notify } = useSession();
  const update = useUpdateSeasonStart();
  const [value, setValue] = useState(() => (startDate ? toLeagueInput(startDate, timeZone) : ''));
  const [error, setError] = useState<string | null>(null);

  const save = async (start_date: string | null) => {
    setError(null);
    try {
      const res = await update.mutateAsync({ id: seasonId, start_date });
      notify(res.message || m.saved);
    } catch (e) {
      setError(isApiError(e) ? e.message : m.saveError);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const iso = fromLeagueInput(value, timeZone);
    if (!iso) {
      setError(m.invalidDate);
      return;
    }
    void save(iso);
  };

  return (
    <Card className="max-w-md">
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <h2 className="text-base font-semibold text-emerald-900">{m.editTitle}</h2>
        {error ? <Alert>{error}</Alert> : null}
        <InputField
          label={m.startField}
          type="datetime-local"
          value={value}
          hint={m.startHint(timeZone)}
          onChange={(e) => setValue(e.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? m.saving : m.save}
          </Button>
          <Button
            variant="secondary"
            disabled={update.isPending}
            onClick={() => {
              setValue('');
              void save(null);
            }}
          >
            {m.clearStart}
          </Button>
        </div>
      </form>
    </Card>
  );
}
