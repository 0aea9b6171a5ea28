import { type ClauseView, formatDateTimeShort } from '@liga/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Table, Td, Th } from '../../../components/ui/table';
import { useLeagueTimezone } from '../../../lib/league-config';
import { paths } from '../../../lib/paths';
import { useIsPhone } from '../../../lib/use-media-query';
import { marketMessages as m } from '../messages';
import { clauseStatus } from './clause-status';
import { SealedMoney } from './sealed-money';

export type ClauseColumn =
  | 'rank'
  | 'player'
  | 'team'
  | 'buyer'
  | 'value'
  | 'extra'
  | 'total'
  | 'by'
  | 'time'
  | 'confirmedAt'
  | 'status'
  | 'actions';

interface Props {
  clauses: readonly ClauseView[];
  columns: readonly ClauseColumn[];
  /** The accessible name of the table (or the card list on a phone). */
  caption: string;
  /** The Acciones cell; by default a link to the player's offers. */
  actions?: (c: ClauseView) => ReactNode;
  /** Badge and tint the caller's own offers (lists where they mix with others'). */
  markMine?: boolean;
}

/** The columns of the lists of live offers (the executed clauses, my offers). */
export const OFFER_COLUMNS: readonly ClauseColumn[] = [
  'player',
  'team',
  'value',
  'extra',
  'total',
  'by',
  'time',
  'actions',
];

const HEADERS: Record<ClauseColumn, string> = {
  rank: m.colRank,
  player: m.colPlayer,
  team: m.colTeam,
  buyer: m.colBuyer,
  value: m.colValue,
  extra: m.colExtra,
  total: m.colTotal,
  by: m.colBy,
  time: m.colTime,
  confirmedAt: m.colConfirmedAt,
  status: m.colStatus,
  actions: m.colActions,
};
const NUMERIC = new Set<ClauseColumn>(['value', 'extra', 'total']);

const defaultAction = (c: ClauseView) => (
  <Link
    to={paths.offer(c.id_player)}
    className="font-medium whitespace-nowrap text-emerald-700 hover:underline"
  >
    {m.viewOffers}
  </Link>
);

function Handover({ c }: { c: ClauseView }) {
  if (!c.other_players || c.other_players.length === 0) return null;
  return (
    <span className="block text-xs text-stone-500">
      {m.handedOver} {c.other_players.map((p) => p.name).join(', ')}
    </span>
  );
}

function cell(
  col: ClauseColumn,
  c: ClauseView,
  timeZone: string,
  actions: Props['actions'],
  markMine = false,
): ReactNode {
  switch (col) {
    case 'rank':
      // While the tie-break runs nobody wins yet (decision 022): the tied offers say so.
      if (c.tied && c.tiebreak_open)
        return (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900">
            {c.raised ? `${m.tied} · ${m.raised}` : m.tied}
          </span>
        );
      return c.rank === 1 ? (
        <span className="rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white">
          {m.winner}
        </span>
      ) : c.rank ? (
        `${c.rank}º`
      ) : (
        '—'
      );
    case 'player':
      return <span className="font-medium">{c.name}</span>;
    case 'team':
      return c.team.name;
    case 'buyer':
      return c.buyer_team?.name ?? (c.hidden ? <SealedMoney value={null} /> : '—');
    case 'value':
      return <SealedMoney value={c.value} />;
    case 'extra':
      return (
        <>
          <SealedMoney value={c.extra_value} />
          <Handover c={c} />
        </>
      );
    case 'total':
      return <SealedMoney value={c.total_value} className="font-semibold" />;
    case 'by':
      return (
        <>
          <span className="whitespace-nowrap">{c.created_by?.name ?? <SealedMoney value={null} />}</span>
          {markMine && c.mine ? (
            <span className="ml-1 rounded-full bg-emerald-100 px-1.5 py-0.5 text-[10px] font-semibold text-emerald-800 uppercase">
              {m.mine}
            </span>
          ) : null}
          {c.buyer_team && !c.hidden ? (
            <span className="block text-xs text-stone-500">{c.buyer_team.name}</span>
          ) : null}
        </>
      );
    case 'time':
      return formatDateTimeShort(c.created_at, timeZone);
    case 'confirmedAt':
      return c.confirmed_at ? formatDateTimeShort(c.confirmed_at, timeZone) : '—';
    case 'status': {
      const s = clauseStatus(c);
      return (
        <>
          <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${s.tone}`}>{s.label}</span>
          {c.closed_reason ? (
            <span className="mt-1 block text-xs text-stone-600">
              {m.closedBecause} {c.closed_reason}
            </span>
          ) : null}
        </>
      );
    }
    case 'actions':
      return (actions ?? defaultAction)(c);
  }
}

/** Offers as a table, or as cards on a phone; sealed amounts read 'Oculto'. */
export function ClausesList({ clauses, columns, caption, actions, markMine = false }: Props) {
  const timeZone = useLeagueTimezone();
  const phone = useIsPhone();

  if (phone) {
    const detail = columns.filter((c) => c !== 'player' && c !== 'total' && c !== 'actions');
    return (
      <ul aria-label={caption} className="space-y-2">
        {clauses.map((c) => (
          <li key={c.id} className="rounded-lg border border-stone-200 bg-white p-3 text-sm shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 font-semibold break-words">{c.name}</p>
              {columns.includes('total') ? (
                <p className="text-right whitespace-nowrap">
                  <span className="sr-only">{m.colTotal}: </span>
                  <SealedMoney value={c.total_value} className="font-semibold" />
                </p>
              ) : null}
            </div>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
              {detail.map((col) => (
                <div key={col} className="contents">
                  <dt className="text-stone-500">{HEADERS[col]}</dt>
                  <dd className="text-right text-stone-800">{cell(col, c, timeZone, actions, markMine)}</dd>
                </div>
              ))}
            </dl>
            {columns.includes('actions') ? (
              <div className="mt-2">{cell('actions', c, timeZone, actions)}</div>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Table caption={caption}>
      <thead>
        <tr>
          {columns.map((col) => (
            <Th key={col} className={NUMERIC.has(col) ? 'text-right' : ''}>
              {HEADERS[col]}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {clauses.map((c) => (
          <tr key={c.id} className={markMine && c.mine ? 'bg-emerald-50/50' : undefined}>
            {columns.map((col) => (
              <Td
                key={col}
                className={
                  NUMERIC.has(col)
                    ? 'text-right whitespace-nowrap'
                    : col === 'time' || col === 'confirmedAt'
                      ? 'min-w-[6.5rem] text-stone-600'
                      : ''
                }
              >
                {cell(col, c, timeZone, actions, markMine)}
              </Td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
