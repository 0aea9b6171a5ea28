import type { StandingTable } from '@liga/domain';
import { Link } from 'react-router';
import { Table, Td, Th } from '../../../components/ui/table';
import { paths } from '../../../lib/paths';
import { standingsMessages as m } from '../messages';
import { ZONE_COLOUR } from './zones';

type Line = StandingTable['data'][number];
type Zone = StandingTable['zones'][number];

/** Always shown, even at 390 px: PJ, DG and Pts; the rest on a phone only after 'Ver todo'. */
const MORE = [
  [m.colWon, 'won'],
  [m.colDrawn, 'drawn'],
  [m.colLost, 'lost'],
  [m.colFor, 'goals_for'],
  [m.colAgainst, 'goals_against'],
] as const;

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

interface Props {
  rows: Line[];
  caption: string;
  zones: Zone[];
  /** The user's own team: its row stands out. */
  ownTeamId: number | undefined;
  /** Show PG, PE, PP, GF and GC on a phone too. */
  showAll: boolean;
}

/** #, Equipo, PJ, PG, PE, PP, GF, GC, DG, Pts; team names open its statistics. */
export function StandingsTable({ rows, caption, zones, ownTeamId, showAll }: Props) {
  const more = showAll ? 'table-cell' : 'hidden sm:table-cell';
  const zoneLabel = (line: Line) => zones.find((z) => z.kind === line.zone)?.label;
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          <Th className="w-10 text-center">{m.colPosition}</Th>
          <Th>{m.colTeam}</Th>
          <Th className="text-center" title={m.titles[m.colPlayed]}>
            {m.colPlayed}
          </Th>
          {MORE.map(([label]) => (
            <Th key={label} className={`text-center ${more}`} title={m.titles[label]}>
              {label}
            </Th>
          ))}
          <Th className="text-center" title={m.titles[m.colDifference]}>
            {m.colDifference}
          </Th>
          <Th className="text-center" title={m.titles[m.colPoints]}>
            {m.colPoints}
          </Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {rows.map((line) => {
          const own = line.team.id === ownTeamId;
          const zone = zoneLabel(line);
          return (
            <tr
              key={line.id}
              aria-current={own ? 'true' : undefined}
              className={own ? 'bg-amber-100 font-semibold' : 'odd:bg-stone-50/60'}
            >
              <Td className="relative px-2 text-center font-semibold tabular-nums">
                {line.zone ? (
                  <span
                    aria-hidden
                    className={`absolute inset-y-1 left-0 w-1 rounded-r ${ZONE_COLOUR[line.zone]}`}
                  />
                ) : null}
                {line.position}
                {zone ? <span className="sr-only"> ({zone})</span> : null}
              </Td>
              <Td className="max-w-[11rem] px-2 sm:max-w-none">
                <div className="flex min-w-0 items-center gap-1">
                  <Link
                    to={paths.teamStatistics(line.team.id)}
                    className="truncate font-medium hover:underline"
                    title={line.team.name}
                  >
                    {line.team.name}
                  </Link>
                  {own ? <span className="sr-only"> ({m.ownTeam})</span> : null}
                  {line.head_to_head ? (
                    <span className="shrink-0 font-bold text-emerald-800" title={m.headToHeadLegend}>
                      {m.headToHeadMark}
                      <span className="sr-only"> {m.headToHeadLegend}</span>
                    </span>
                  ) : null}
                </div>
              </Td>
              <Td className="px-2 text-center tabular-nums">{line.played}</Td>
              {MORE.map(([label, key]) => (
                <Td key={label} className={`px-2 text-center tabular-nums ${more}`}>
                  {line[key]}
                </Td>
              ))}
              <Td className="px-2 text-center tabular-nums">{signed(line.goal_difference)}</Td>
              <Td className="px-2 text-center font-bold tabular-nums">{line.points}</Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
