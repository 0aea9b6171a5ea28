import type { Standing } from '@liga/domain';
import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/table';
import { paths } from '../../../lib/paths';
import { standingsMessages as m } from '../messages';

const NUMBERS = [
  [m.colPlayed, 'played'],
  [m.colWon, 'won'],
  [m.colDrawn, 'drawn'],
  [m.colLost, 'lost'],
  [m.colFor, 'goals_for'],
  [m.colAgainst, 'goals_against'],
  [m.colDifference, 'goal_difference'],
] as const;

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** Position, team, PJ, PG, PE, PP, GF, GC, DG, Pts (spec 02 §2); team names open its statistics. */
export function StandingsTable({ rows, caption }: { rows: Standing[]; caption: string }) {
  return (
    <DataTable
      caption={caption}
      rows={rows}
      rowKey={(row) => row.id}
      rowClassName={() => 'odd:bg-stone-50/60'}
      columns={[
        {
          header: m.colPosition,
          cell: (row) => row.position,
          className: 'text-center',
          headerClassName: 'w-10',
          cellClassName: 'font-semibold tabular-nums',
        },
        {
          header: m.colTeam,
          cell: (row) => (
            <Link to={paths.teamStatistics(row.team.id)} className="font-medium hover:underline">
              {row.team.name}
            </Link>
          ),
          cellClassName: 'whitespace-nowrap',
        },
        ...NUMBERS.map(([label, key]) => ({
          header: label,
          title: m.titles[label],
          cell: (row: Standing) => (key === 'goal_difference' ? signed(row[key]) : row[key]),
          className: 'text-center',
          cellClassName: 'tabular-nums',
        })),
        {
          header: m.colPoints,
          title: m.titles[m.colPoints],
          cell: (row) => row.points,
          className: 'text-center',
          cellClassName: 'font-bold tabular-nums',
        },
      ]}
    />
  );
}
