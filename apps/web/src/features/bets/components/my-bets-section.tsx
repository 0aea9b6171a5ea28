import { useState } from 'react';
import { PagedList } from '../../../components/ui/paged-list';
import { useMyBets, type MyBetsFilter } from '../api/get-my-bets';
import { fixtureBetMessages as f } from '../fixture-messages';
import { betsMessages as m } from '../messages';
import { UserBetsTable } from './my-bets-table';

const FILTERS: [MyBetsFilter, string][] = [
  [undefined, f.filters.all],
  ['pending', f.filters.pending],
  ['won', f.filters.won],
  ['lost', f.filters.lost],
];

/** "Mis apuestas": the caller's open, won and lost bets, each with the result that decided it. */
export function MyBetsSection({ loadError }: { loadError: (e: Error) => string }) {
  const [page, setPage] = useState(1);
  const [outcome, setOutcome] = useState<MyBetsFilter>(undefined);
  const mine = useMyBets(page, true, outcome);
  return (
    <div className="space-y-2">
      <div role="group" aria-label={f.filterLabel} className="flex flex-wrap gap-2">
        {FILTERS.map(([value, label]) => (
          <button
            key={label}
            type="button"
            aria-pressed={outcome === value}
            onClick={() => {
              setOutcome(value);
              setPage(1);
            }}
            className={`min-h-11 rounded-full px-4 text-sm font-medium ${
              outcome === value
                ? 'bg-emerald-700 text-white'
                : 'bg-white text-stone-700 ring-1 ring-stone-300'
            }`}
          >
            {label}
          </button>
        ))}
      </div>
      <PagedList query={mine} page={page} onPage={setPage} errorText={loadError} empty={m.emptyMine}>
        {(rows) => <UserBetsTable bets={rows} />}
      </PagedList>
    </div>
  );
}
