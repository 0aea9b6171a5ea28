import { Alert } from '../../../components/ui/alert';
import { SelectField } from '../../../components/ui/field';
import { tournamentsMessages as m } from '../messages';
import type { CompetitionParams } from './use-competition-params';

interface Props {
  params: CompetitionParams;
  /** Without it only the season is picked (the matches screen lists every tournament). */
  withTournament?: boolean;
}

/** 'Pick season, then tournament' (standings and statistics), with load errors. */
export function CompetitionPicker({ params, withTournament = true }: Props) {
  const { seasons, seasonId, tournaments, tournament, setSeason, setTournament } = params;
  return (
    <div className="space-y-2">
      <div className={`grid grid-cols-1 gap-3 ${withTournament ? 'sm:grid-cols-2' : 'sm:max-w-xs'}`}>
        <SelectField
          label={m.season}
          value={seasonId ?? ''}
          disabled={!seasons.data}
          onChange={(e) => setSeason(Number(e.target.value))}
        >
          {seasons.data ? null : <option value="">{m.loading}</option>}
          {seasons.data?.map((s) => (
            <option key={s.id} value={s.id}>
              {s.active ? `${s.name} (${m.active})` : s.name}
            </option>
          ))}
        </SelectField>
        {withTournament ? (
          <SelectField
            label={m.tournament}
            value={tournament?.id ?? ''}
            disabled={!tournaments.data || tournaments.data.length === 0}
            onChange={(e) => setTournament(e.target.value ? Number(e.target.value) : null)}
          >
            {!tournaments.data ? <option value="">{m.loading}</option> : null}
            {tournaments.data?.length === 0 ? <option value="">{m.noTournaments}</option> : null}
            {(tournaments.data?.length ?? 0) > 0 && !tournament ? (
              <option value="">{m.chooseTournament}</option>
            ) : null}
            {tournaments.data?.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
      {seasons.isError ? <Alert>{`${m.seasonsError}${seasons.error.message}`}</Alert> : null}
      {tournaments.isError ? <Alert>{`${m.tournamentsError}${tournaments.error.message}`}</Alert> : null}
    </div>
  );
}
