import type { TopEntry } from '@liga/domain';
import { Link } from 'react-router';
import { DataTable, numberColumn } from '../../../components/ui/table';
import { paths } from '../../../lib/paths';
import { statisticsMessages as m } from '../messages';
import { TopChart } from './top-chart';

/** One top-20 list with its bar chart beside it; team names open the team's page. */
export function TopList({ title, entries }: { title: string; entries: TopEntry[] }) {
  return (
    <section
      aria-label={title}
      className="space-y-2 rounded-lg border border-stone-200 bg-white p-3 shadow-sm"
    >
      <h2 className="text-base font-semibold text-emerald-900">{title}</h2>
      {entries.length === 0 ? (
        <p className="py-4 text-center text-sm text-stone-500">{m.emptyList}</p>
      ) : (
        <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
          <DataTable
            caption={title}
            rows={entries}
            rowKey={(e, i) => `${e.player.id}-${i}`}
            columns={[
              {
                header: m.colPosition,
                cell: (_e, i) => i + 1,
                className: 'text-center',
                headerClassName: 'w-8',
                cellClassName: 'tabular-nums',
              },
              {
                header: m.colPlayer,
                cell: (e) => (
                  <>
                    <span className="block font-medium">{e.player.name}</span>
                    <Link
                      to={paths.teamStatistics(e.team.id)}
                      className="text-xs text-emerald-800 hover:underline"
                    >
                      {e.team.name}
                    </Link>
                  </>
                ),
              },
              numberColumn(title, (e: TopEntry) => e.value, 'font-semibold'),
            ]}
          />
          <TopChart title={title} entries={entries} />
        </div>
      )}
    </section>
  );
}
