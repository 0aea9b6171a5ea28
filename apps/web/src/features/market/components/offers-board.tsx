import { formatDateTimeShort, formatCurrency, type OfferBoardRow } from '@liga/domain';
import { Link } from 'react-router';
import { Countdown } from '../../../components/ui/countdown';
import { useNow } from '../../../lib/use-now';
import { useLeagueTimezone } from '../../../lib/league-config';
import { paths } from '../../../lib/paths';
import { marketMessages as m } from '../messages';

function RevealState({ row, now }: { row: OfferBoardRow; now: number }) {
  if (row.confirmed)
    return (
      <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800">
        {m.statusConfirmed}
      </span>
    );
  if (row.active_count === 0)
    return (
      <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs text-stone-700">{m.statusClosed}</span>
    );
  if (row.revealed)
    return <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs text-sky-800">{m.revealed}</span>;
  return (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs whitespace-nowrap text-amber-800">
      {m.revealsIn} <Countdown target={new Date(row.reveal_at)} now={now} />
    </span>
  );
}

/** GET /offers as cards: one per player, with the live countdown while their offers are sealed. */
export function OffersBoard({ rows }: { rows: readonly OfferBoardRow[] }) {
  const timeZone = useLeagueTimezone();
  const sealed = rows.filter((r) => !r.revealed && r.active_count > 0 && !r.confirmed);
  const last = sealed.reduce((max, r) => Math.max(max, new Date(r.reveal_at).getTime()), 0);
  const now = useNow(1000, sealed.length > 0 ? last : null);
  return (
    <ul aria-label={m.offersTitle} className="grid gap-2 sm:grid-cols-2">
      {rows.map((row) => (
        <li key={row.player.id}>
          <Link
            to={paths.offer(row.player.id)}
            className="block h-full rounded-lg border border-stone-200 bg-white p-3 shadow-sm transition hover:border-emerald-400 hover:shadow"
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold break-words text-emerald-900">{row.player.name}</p>
                <p className="text-xs text-stone-500">
                  {row.player.id_team.name} ·{' '}
                  <span className="whitespace-nowrap">{formatCurrency(row.player.value)}</span>
                </p>
              </div>
              <RevealState row={row} now={now} />
            </div>
            <p className="mt-2 flex justify-between text-xs text-stone-500">
              <span>{m.offersCount(row.count)}</span>
              <span>{formatDateTimeShort(row.last_offer_at, timeZone)}</span>
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
