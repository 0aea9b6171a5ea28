import type { Format, TeamPlayerStats } from '@liga/domain';
import { Table, Td, Th } from '../../../components/ui/table';
import { useIsPhone } from '../../../lib/use-media-query';
import { statisticsMessages as m } from '../messages';
import { Barred, round } from './barred';
import { TeamStatisticsCards } from './team-statistics-cards';

/** The centred headers between the player and Inhabilitado, with what the abbreviated ones stand for. */
const centred: ReadonlyArray<readonly [string, string | undefined]> = [
  [m.colGoals, undefined],
  [m.colAssists, undefined],
  [m.colYellow, undefined],
  [m.colRedRound, m.titles.red],
  [m.colInjuryRound, m.titles.injury],
  [m.colSeriousRound, m.titles.serious],
  [m.colLastRound, m.titles.last],
];

/** One tournament format of a team: per player totals and rounds (Team statistics). */
export function TeamStatisticsTable({
  format,
  label,
  players,
}: {
  format: Format;
  label: string;
  players: TeamPlayerStats[];
}) {
  const phone = useIsPhone();
  if (phone) return <TeamStatisticsCards format={format} label={label} players={players} />;
  return (
    <Table caption={label}>
      <thead>
        <tr>
          <Th className="sticky left-0 z-10">{m.colPlayer}</Th>
          {centred.map(([header, title]) => (
            <Th key={header} className="text-center" title={title}>
              {header}
            </Th>
          ))}
          <Th title={m.titles.barred}>{m.colBarred}</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {players.map((p) => (
          <tr key={p.player.id} className={p.barred.length > 0 ? 'bg-red-50/40' : undefined}>
            <Td className="sticky left-0 z-10 bg-white font-medium whitespace-nowrap">{p.player.name}</Td>
            <Td className="text-center tabular-nums">{p.goals}</Td>
            <Td className="text-center tabular-nums">{p.assists}</Td>
            <Td className="text-center tabular-nums">{p.yellow_cards}</Td>
            <Td className="text-center whitespace-nowrap">{round(format, p.red_card_round)}</Td>
            <Td className="text-center whitespace-nowrap">{round(format, p.injury_round)}</Td>
            <Td className="text-center whitespace-nowrap">{round(format, p.serious_injury_round)}</Td>
            <Td className="text-center whitespace-nowrap">{round(format, p.last_match_round)}</Td>
            <Td>
              <Barred barred={p.barred} />
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
