import { useId, type ReactNode } from 'react';
import { playersMessages as m } from '../messages';

interface Props {
  search: string;
  onSearch: (text: string) => void;
  outside: boolean;
  onOutside: (on: boolean) => void;
  /** The sort and the other filters, under the search in the same card. */
  children?: ReactNode;
}

/** Name search and the 'teams outside the two divisions' filter. */
export function PlayersFilters({ search, onSearch, outside, onOutside, children }: Props) {
  const id = useId();
  return (
    <div className="space-y-3 rounded-lg border border-stone-200 bg-white p-3 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor={`${id}-search`} className="block text-sm font-medium text-stone-700">
            {m.searchLabel}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            maxLength={60}
            placeholder={m.searchPlaceholder}
            autoComplete="off"
            onChange={(e) => onSearch(e.target.value)}
            className="block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none"
          />
        </div>
        <label className="flex items-center gap-2 text-sm text-stone-700 sm:pb-2">
          <input
            type="checkbox"
            checked={outside}
            onChange={(e) => onOutside(e.target.checked)}
            className="h-4 w-4 rounded border-stone-300 accent-emerald-700"
          />
          {m.outsideFilter}
        </label>
      </div>
      {children}
    </div>
  );
}
