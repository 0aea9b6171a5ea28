import { DIVISIONS, PLAYER_STATUS_FILTERS } from '@liga/domain';
import { useId, type ReactNode } from 'react';
import { useAllTeams } from '../../teams';
import type { UrlParamChanges } from '../../../lib/use-url-params';
import { AGE_BANDS, usesRicherQuery, type AgeBand, type PlayerListFilter } from '../list-params';
import { playersMessages as m } from '../messages';

const selectClass =
  'block w-full min-w-0 rounded-md border border-stone-300 bg-white px-2 py-2 text-sm shadow-sm focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none';

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-stone-600">
        {label}
      </label>
      {children}
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
  const id = useId();
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
      <Field id={`${id}-sort`} label={m.sortLabel}>
        <select
          id={`${id}-sort`}
          className={selectClass}
          value={sortValue}
          onChange={(e) => onSort(e.target.value)}
        >
          {Object.entries(m.sortOptions).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-team`} label={m.teamFilter}>
        <select
          id={`${id}-team`}
          className={selectClass}
          value={filter.team ?? ''}
          onChange={(e) => onChange({ team: e.target.value || null })}
        >
          <option value="">{m.allTeams}</option>
          {sortedTeams.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-division`} label={m.divisionFilter}>
        <select
          id={`${id}-division`}
          className={selectClass}
          value={filter.division ?? ''}
          // A division and 'outside the divisions' exclude each other: choosing one clears the other.
          onChange={(e) =>
            onChange({ division: e.target.value || null, ...(e.target.value ? { outside: null } : {}) })
          }
        >
          <option value="">{m.allDivisions}</option>
          {DIVISIONS.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-status`} label={m.statusFilter}>
        <select
          id={`${id}-status`}
          className={selectClass}
          value={filter.status ?? ''}
          onChange={(e) => onChange({ status: e.target.value || null })}
        >
          <option value="">{m.allStatuses}</option>
          {PLAYER_STATUS_FILTERS.map((s) => (
            <option key={s} value={s}>
              {m.statusOptions[s]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-age`} label={m.ageFilter}>
        <select
          id={`${id}-age`}
          className={selectClass}
          value={filter.age ?? ''}
          onChange={(e) => onChange({ age: e.target.value || null })}
        >
          <option value="">{m.allAges}</option>
          {(Object.keys(AGE_BANDS) as AgeBand[]).map((band) => (
            <option key={band} value={band}>
              {m.ageOptions[band]}
            </option>
          ))}
        </select>
      </Field>
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
