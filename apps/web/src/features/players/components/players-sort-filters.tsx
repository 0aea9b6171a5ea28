import { DIVISIONS, PLAYER_STATUS_FILTERS } from '@liga/domain';
import { useId } from 'react';
import { useAllTeams } from '../../teams';
import type { UrlParamChanges } from '../../../lib/use-url-params';
import { AGE_BANDS, usesRicherQuery, type AgeBand, type PlayerListFilter } from '../list-params';
import { playersMessages as m } from '../messages';

const selectClass =
  'block w-full min-w-0 rounded-md border border-stone-300 bg-white px-2 py-2 text-sm shadow-sm focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none';

interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The empty choice, listed first: no filter. */
  all?: string;
  options: ReadonlyArray<readonly [value: string | number, label: string]>;
}

/** One labelled select of the bar, small enough for two columns on a phone. */
function FilterSelect({ label, value, onChange, all, options }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-stone-600">
        {label}
      </label>
      <select id={id} className={selectClass} value={value} onChange={(e) => onChange(e.target.value)}>
        {all === undefined ? null : <option value="">{all}</option>}
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

interface Props {
  filter: PlayerListFilter;
  /** Writes the choice to the URL (a new history entry, so the back button undoes it). */
  onChange: (changes: UrlParamChanges) => void;
}

/** Sort and filters of the players list: two columns of selects on a phone, one row on a desktop. */
export function PlayersSortFilters({ filter, onChange }: Props) {
  const teams = useAllTeams();
  const sortValue = filter.sort
    ? `${filter.sort}:${filter.dir ?? 'asc'}`
    : filter.dir === 'desc'
      ? 'name:desc'
      : '';
  const onSort = (value: string) => {
    const [sort, dir] = value ? value.split(':') : [];
    onChange({ sort: sort && sort !== 'name' ? sort : null, dir: dir === 'desc' ? 'desc' : null });
  };
  const sortedTeams = [...(teams.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'es'));
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-5 sm:items-end">
      <FilterSelect
        label={m.sortLabel}
        value={sortValue}
        onChange={onSort}
        options={Object.entries(m.sortOptions)}
      />
      <FilterSelect
        label={m.teamFilter}
        value={String(filter.team ?? '')}
        onChange={(v) => onChange({ team: v || null })}
        all={m.allTeams}
        options={sortedTeams.map((t) => [t.id, t.name] as const)}
      />
      <FilterSelect
        label={m.divisionFilter}
        value={filter.division ?? ''}
        // A division and 'outside the divisions' exclude each other: choosing one clears the other.
        onChange={(v) => onChange({ division: v || null, ...(v ? { outside: null } : {}) })}
        all={m.allDivisions}
        options={DIVISIONS.map((d) => [d, d] as const)}
      />
      <FilterSelect
        label={m.statusFilter}
        value={filter.status ?? ''}
        onChange={(v) => onChange({ status: v || null })}
        all={m.allStatuses}
        options={PLAYER_STATUS_FILTERS.map((st) => [st, m.statusOptions[st]] as const)}
      />
      <FilterSelect
        label={m.ageFilter}
        value={filter.age ?? ''}
        onChange={(v) => onChange({ age: v || null })}
        all={m.allAges}
        options={(Object.keys(AGE_BANDS) as AgeBand[]).map((band) => [band, m.ageOptions[band]] as const)}
      />
      {usesRicherQuery(filter) ? (
        <button
          type="button"
          className="col-span-2 justify-self-start text-sm font-medium text-emerald-800 underline-offset-2 hover:underline sm:col-span-5"
          onClick={() =>
            onChange({ sort: null, dir: null, team: null, division: null, status: null, age: null })
          }
        >
          {m.clearFilters}
        </button>
      ) : null}
    </div>
  );
}
