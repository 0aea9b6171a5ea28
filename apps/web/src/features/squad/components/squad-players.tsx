import { TOP_SQUAD_SIZE, formatCurrency, type SquadPlayer, type SquadPlayerSeason } from '@liga/domain';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/states';
import { Table, Td, Th } from '../../../components/ui/table';
import { paths } from '../../../lib/paths';
import { useIsPhone } from '../../../lib/use-media-query';
import { squadMessages as m } from '../messages';
import { TransferableMark } from './transferable-mark';
import { NO_SEASON, SeasonCells, SeasonHeads, Suspensions, seasonText } from './season-cells';
import { StatusBadge } from './status-badge';

interface Props {
  players: SquadPlayer[];
  caption: string;
  /** The season's statistics (own squad only): adds goals, assists, cards, MVP and suspensions. */
  season?: SquadPlayerSeason[];
  /** Ids its owner marked transferable (decision 034): a mark beside the name. */
  transferable?: number[];
}

/** Ids of the players the top-16 average counts (docs/rules.md §3.4), strongest first. */
function topIds(players: SquadPlayer[]): Set<number> {
  return new Set(
    [...players]
      .sort((a, b) => b.ca - a.ca)
      .slice(0, TOP_SQUAD_SIZE)
      .map((p) => p.id),
  );
}

const nameLink = (p: SquadPlayer) => (
  <Link to={paths.player(p.id)} className="font-medium text-emerald-800 hover:underline">
    {p.name}
  </Link>
);

/** A team's players (squad screen and team detail): table on wide screens, cards on a phone. */
export function SquadPlayers({ players, caption, season, transferable }: Props) {
  const marked = new Set(transferable);
  const phone = useIsPhone();
  const lines = season ? new Map(season.map((l) => [l.player_id, l])) : null;
  const lineOf = (p: SquadPlayer) => lines?.get(p.id) ?? NO_SEASON;
  if (players.length === 0) return <EmptyState>{m.empty}</EmptyState>;
  const top = topIds(players);
  const legend = <p className="text-xs text-stone-500">{m.top16Legend}</p>;

  if (phone) {
    return (
      <div className="space-y-2">
        {legend}
        <ul aria-label={caption} className="space-y-2">
          {players.map((p) => (
            <li
              key={p.id}
              className={`rounded-lg border p-3 shadow-sm ${top.has(p.id) ? 'border-emerald-200 bg-emerald-50' : 'border-stone-200 bg-white'}`}
            >
              <div className="flex items-start justify-between gap-2">
                <p className="min-w-0 break-words">
                  {nameLink(p)}
                  {marked.has(p.id) ? <TransferableMark /> : null}
                </p>
                <StatusBadge status={p.status} />
              </div>
              <p className="mt-1 text-xs text-stone-600 tabular-nums">
                {m.colAge} {p.age} · {m.colCa} {p.ca} · {m.colPa} {p.pa} · {formatCurrency(p.value)}
              </p>
              {lines ? (
                <>
                  <p className="mt-1 text-xs text-stone-600 tabular-nums">{seasonText(lineOf(p))}</p>
                  <p className="mt-1">
                    <Suspensions line={lineOf(p)} />
                  </p>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div className="space-y-2">
      {legend}
      <Table caption={caption}>
        <thead>
          <tr>
            <Th>{m.colName}</Th>
            <Th className="text-right">{m.colAge}</Th>
            <Th className="text-right">{m.colCa}</Th>
            <Th className="text-right">{m.colPa}</Th>
            <Th className="text-right">{m.colValue}</Th>
            <Th>{m.colStatus}</Th>
            {lines ? <SeasonHeads /> : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {players.map((p) => (
            <tr key={p.id} className={top.has(p.id) ? 'bg-emerald-50/70' : undefined}>
              <Td>
                {nameLink(p)}
                {marked.has(p.id) ? <TransferableMark /> : null}
                {top.has(p.id) ? <span className="sr-only"> ({m.top16})</span> : null}
              </Td>
              <Td className="text-right tabular-nums">{p.age}</Td>
              <Td className="text-right font-semibold tabular-nums">{p.ca}</Td>
              <Td className="text-right tabular-nums">{p.pa}</Td>
              <Td className="text-right whitespace-nowrap tabular-nums">{formatCurrency(p.value)}</Td>
              <Td>
                <StatusBadge status={p.status} />
              </Td>
              {lines ? <SeasonCells line={lineOf(p)} /> : null}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
