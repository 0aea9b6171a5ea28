import { formatCurrency, type SeasonSummary } from '@liga/domain';
import { DataTable } from '../../../components/ui/table';
import { historyMessages as m } from '../messages';

type Objective = SeasonSummary['objectives'][number];

/** A bar as long as the money moved, green when paid to the team, red when taken: who gained most at a glance. */
function AmountBar({ amount, widest }: { amount: number; widest: number }) {
  const width = widest > 0 ? Math.max(4, Math.round((Math.abs(amount) / widest) * 100)) : 0;
  return (
    <div className="flex items-center justify-end gap-2">
      <span className="tabular-nums">{formatCurrency(amount)}</span>
      <span aria-hidden className="hidden h-2 w-16 rounded bg-stone-100 sm:block">
        <span
          className={`block h-2 rounded ${amount >= 0 ? 'bg-emerald-500' : 'bg-red-500'}`}
          style={{ width: `${width}%` }}
        />
      </span>
    </div>
  );
}

/** Each team's objective against its final result, and the money it moved at the close. */
export function SeasonObjectives({ objectives }: { objectives: Objective[] }) {
  const met = objectives.filter((o) => o.met).length;
  const widest = Math.max(0, ...objectives.map((o) => Math.abs(o.amount ?? 0)));
  return (
    <section aria-label={m.objectives} className="space-y-2">
      <h2 className="text-lg font-semibold text-emerald-900">{m.objectives}</h2>
      {objectives.length === 0 ? (
        <p className="text-sm text-stone-500">{m.noObjectives}</p>
      ) : (
        <>
          <p className="text-sm text-stone-600">{m.objectivesMet(met, objectives.length)}</p>
          <DataTable
            caption={m.objectives}
            rows={objectives}
            rowKey={(o) => o.team.id}
            columns={[
              {
                header: m.colTeam,
                cell: (o) => (
                  <>
                    <span className="block font-medium">{o.team.name}</span>
                    <span className="text-xs text-stone-500">{o.division}</span>
                  </>
                ),
              },
              { header: m.colObjective, cell: (o) => o.objective },
              {
                header: m.colResult,
                cell: (o) => (
                  <>
                    <span className="block">{o.result}</span>
                    <span className={`text-xs font-semibold ${o.met ? 'text-emerald-700' : 'text-red-700'}`}>
                      {o.met ? m.met : m.missed}
                    </span>
                  </>
                ),
              },
              {
                header: m.colAmount,
                cell: (o) => (o.amount === null ? m.hidden : <AmountBar amount={o.amount} widest={widest} />),
                className: 'text-right',
              },
            ]}
          />
        </>
      )}
    </section>
  );
}
