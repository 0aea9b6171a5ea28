import { formatCurrency, type SeasonSummary } from '@liga/domain';
import { DataTable } from '../../../components/ui/table';
import { historyMessages as m } from '../messages';

type Prize = SeasonSummary['prizes'][number];

/** The prizes paid in the season's tournaments; amounts only for league members (else 'Oculto'). */
export function SeasonPrizes({ prizes, total }: { prizes: Prize[]; total: number | null }) {
  return (
    <section aria-label={m.prizes} className="space-y-2">
      <h2 className="text-lg font-semibold text-emerald-900">{m.prizes}</h2>
      {prizes.length === 0 ? (
        <p className="text-sm text-stone-500">{m.noPrizes}</p>
      ) : (
        <>
          <DataTable
            caption={m.prizes}
            rows={prizes}
            rowKey={(p) => p.id}
            columns={[
              { header: m.colTeam, cell: (p) => p.team.name, cellClassName: 'font-medium' },
              { header: m.colTournament, cell: (p) => p.tournament.name },
              { header: m.colPosition, cell: (p) => p.position, className: 'text-center' },
              {
                header: m.colAmount,
                cell: (p) => (p.amount === null ? m.hidden : formatCurrency(p.amount)),
                className: 'text-right',
                cellClassName: 'tabular-nums',
              },
            ]}
          />
          {total !== null ? (
            <p className="text-right text-sm font-semibold text-stone-700">
              {m.prizesTotal}: <span className="tabular-nums">{formatCurrency(total)}</span>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
