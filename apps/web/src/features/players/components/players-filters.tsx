import type { ReactNode } from 'react';
import { InputField } from '../../../components/ui/field';
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
  return (
    <div className="space-y-3 rounded-lg border border-stone-200 bg-white p-3 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <InputField
            label={m.searchLabel}
            type="search"
            value={search}
            maxLength={60}
            placeholder={m.searchPlaceholder}
            autoComplete="off"
            onChange={(e) => onSearch(e.target.value)}
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
