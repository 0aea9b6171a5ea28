import { SeasonSelect, useSeasonParam } from '../../seasons';
import { useExecutedClauses } from '../api/get-executed-clauses';
import { marketMessages as m } from '../messages';
import { ClausesList, OFFER_COLUMNS } from './clauses-list';
import { MarketQueryList } from './market-query-list';

/** 'CLÁUSULAS DE RESCISIÓN EJECUTADAS' (docs/rules.md §4): the live offers, latest per player, by season. */
export function ExecutedClauses() {
  const season = useSeasonParam(true);
  const query = useExecutedClauses(season.season, season.ready);
  return (
    <section aria-labelledby="executed-clauses" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="executed-clauses" className="text-lg font-bold tracking-tight text-emerald-900">
          {m.executedTitle}
        </h2>
        <SeasonSelect
          seasons={season.seasons.data}
          value={season.value}
          onChange={season.setValue}
          allowAll
          className="w-full sm:w-64"
        />
      </div>
      <MarketQueryList query={query} waiting={!season.ready} error={m.executedError} empty={m.executedEmpty}>
        {(rows) => <ClausesList clauses={rows} caption={m.executedTitle} columns={OFFER_COLUMNS} />}
      </MarketQueryList>
    </section>
  );
}
