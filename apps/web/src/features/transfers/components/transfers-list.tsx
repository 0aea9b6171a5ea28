import { formatDateTimeShort, formatCurrency, type TransferView } from '@liga/domain';
import type { ReactNode } from 'react';
import { type Column, DataTable, numberColumn } from '../../../components/ui/table';
import { useLeagueTimezone } from '../../../lib/league-config';
import { useIsPhone } from '../../../lib/use-media-query';
import { transfersMessages as m } from '../messages';

/**
 * Both teams by their whole names (the league's client cut them to 10 characters, which left 'Deportivo '
 * and 'Atlético P' — decision 029). On a phone they wrap; in the table the second name moves under the
 * first when the column is narrow, and a name longer than 12rem ends in an ellipsis, whole in the tooltip.
 */
function Teams({ t, wrap = false }: { t: TransferView; wrap?: boolean }) {
  const name = wrap ? 'break-words' : 'inline-block max-w-[12rem] truncate align-bottom';
  return (
    <span>
      <span className={name} title={t.team_from.name}>
        {t.team_from.name}
      </span>
      {' - '}
      <span className={name} title={t.team_to.name}>
        {t.team_to.name}
      </span>
    </span>
  );
}

function Confirmed({ t }: { t: TransferView }) {
  return t.confirmed === 'yes' ? (
    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
      {m.yes}
    </span>
  ) : (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">{m.no}</span>
  );
}

/** A transfer on a phone: the players and the money on top, then what the list adds. */
export function TransferCard({ t, children }: { t: TransferView; children: ReactNode }) {
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-3 text-sm shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-medium break-words">{t.transferred_players}</p>
        <p className="font-semibold whitespace-nowrap tabular-nums">{formatCurrency(t.budget)}</p>
      </div>
      {children}
    </li>
  );
}

const columns = (timeZone: string): Column<TransferView>[] => [
  { header: m.colPlayers, cell: (t) => t.transferred_players, cellClassName: 'font-medium' },
  {
    // The header may wrap too, so that the column narrows to the longest team name.
    header: <span className="whitespace-normal">{m.colTeams}</span>,
    cell: (t) => <Teams t={t} />,
  },
  { header: m.colCreatedBy, cell: (t) => t.created_by.name },
  {
    header: m.colCreatedAt,
    cell: (t) => formatDateTimeShort(t.created_at, timeZone),
    cellClassName: 'whitespace-nowrap text-stone-600',
  },
  numberColumn(m.colValue, (t) => formatCurrency(t.budget), 'whitespace-nowrap'),
  { header: m.colConfirmed, cell: (t) => <Confirmed t={t} /> },
];

/** The transfers history: a table, or cards on a phone. */
export function TransfersList({ transfers }: { transfers: readonly TransferView[] }) {
  const timeZone = useLeagueTimezone();
  if (useIsPhone()) {
    return (
      <ul aria-label={m.listTitle} className="space-y-2">
        {transfers.map((t) => (
          <TransferCard key={t.id} t={t}>
            <p className="mt-1 text-xs text-stone-600">
              <Teams t={t} wrap />
            </p>
            <p className="mt-1 flex items-center justify-between gap-2 text-xs text-stone-500">
              <span>
                {t.created_by.name} · {formatDateTimeShort(t.created_at, timeZone)}
              </span>
              <span>
                <span className="sr-only">{m.colConfirmed}: </span>
                <Confirmed t={t} />
              </span>
            </p>
          </TransferCard>
        ))}
      </ul>
    );
  }
  return (
    <DataTable caption={m.listTitle} rows={transfers} rowKey={(t) => t.id} columns={columns(timeZone)} />
  );
}
