import type { Standing } from '@liga/domain';
import { Link } from 'react-router';
import { Table, Td, Th } from '../../../components/ui/table';
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
    <Table caption={caption}>
      <thead>
        <tr>
          <Th className="w-10 text-center">{m.colPosition}</Th>
          <Th>{m.colTeam}</Th>
          {NUMBERS.map(([label]) => (
            <Th key={label} className="text-center" title={m.titles[label]}>
              {label}
            </Th>
          ))}
          <Th className="text-center" title={m.titles[m.colPoints]}>
            {m.colPoints}
          </Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {rows.map((row) => (
          <tr key={row.id} className="odd:bg-stone-50/60">
            <Td className="text-center font-semibold tabular-nums">{row.position}</Td>
            <Td className="whitespace-nowrap">
              <Link to={paths.teamStatistics(row.team.id)} className="font-medium hover:underline">
                {row.team.name}
              </Link>
            </Td>
            {NUMBERS.map(([label, key]) => (
              <Td key={label} className="text-center tabular-nums">
                {key === 'goal_difference' ? signed(row[key]) : row[key]}
              </Td>
            ))}
            <Td className="text-center font-bold tabular-nums">{row.points}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
