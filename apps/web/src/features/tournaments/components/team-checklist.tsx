import type { Team } from '@liga/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { tournamentsMessages as m } from '../messages';

interface Props {
  teams: Team[];
  chosen: number;
  hint: string;
  error?: string | undefined;
  field: UseFormRegisterReturn<'team_ids'>;
  onAll: () => void;
  onNone: () => void;
}

/** The tournament's teams as a checkbox list: easier than a multiple select on a phone. */
export function TeamChecklist({ teams, chosen, hint, error, field, onAll, onNone }: Props) {
  return (
    <fieldset className="space-y-1" aria-describedby="team-ids-hint">
      <legend className="block text-sm font-medium text-stone-700">{m.teams}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-stone-500">
        <span id="team-ids-hint">
          {hint} <strong className="text-stone-700">{m.teamsChosen(chosen)}</strong>
        </span>
        <span className="flex gap-1">
          <Button variant="ghost" className="px-2 py-1 text-xs" onClick={onAll} disabled={teams.length === 0}>
            {m.allTeams}
          </Button>
          <Button variant="ghost" className="px-2 py-1 text-xs" onClick={onNone} disabled={chosen === 0}>
            {m.clearTeams}
          </Button>
        </span>
      </div>
      {teams.length === 0 ? (
        <p className="text-sm text-stone-500">{m.teamsNone}</p>
      ) : (
        <ul className="grid max-h-64 grid-cols-1 gap-x-4 gap-y-1 overflow-y-auto rounded-md border border-stone-300 bg-white p-2 sm:grid-cols-2">
          {teams.map((t) => (
            <li key={t.id}>
              <label className="flex items-center gap-2 rounded px-1 py-0.5 text-sm hover:bg-stone-50">
                <input type="checkbox" value={t.id} className="h-4 w-4 accent-emerald-700" {...field} />
                <span className="min-w-0 truncate">{t.name}</span>
                {t.division ? <span className="ml-auto text-xs text-stone-500">{t.division}</span> : null}
              </label>
            </li>
          ))}
        </ul>
      )}
      {error ? <p className="text-sm text-red-600">{error}</p> : null}
    </fieldset>
  );
}
