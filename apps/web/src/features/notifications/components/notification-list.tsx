import type { Notification } from '@liga/domain/notifications';
import { Link } from 'react-router';
import { useLeagueTimezone } from '../../../lib/league-config';
import { notificationMessages as m } from '../messages';
import { groupByDay } from './day-groups';

const time = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('es-AR', { timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

interface Props {
  items: Notification[];
  /** Following a notification marks it read. */
  onOpen: (n: Notification) => void;
  onMarkRead: (n: Notification) => void;
  busy: boolean;
}

/** One's notifications grouped by day; each links to its subject, the unread ones stand out. */
export function NotificationList({ items, onOpen, onMarkRead, busy }: Props) {
  const timeZone = useLeagueTimezone();
  return (
    <div className="space-y-5">
      {groupByDay(items, new Date(), timeZone).map((group) => (
        <section key={group.key} aria-label={group.label}>
          <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-500">{group.label}</h2>
          <ul className="divide-y divide-stone-200 overflow-hidden rounded-lg border border-stone-200 bg-white">
            {group.items.map((n) => (
              <li key={n.id} className={`flex items-start gap-2 ${n.read_at ? '' : 'bg-emerald-50/60'}`}>
                <Link
                  to={n.link}
                  onClick={() => onOpen(n)}
                  className="min-w-0 flex-1 px-4 py-3 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-emerald-600"
                >
                  <span className="flex items-baseline justify-between gap-2">
                    <span
                      className={`text-sm ${n.read_at ? 'text-stone-800' : 'font-semibold text-stone-900'}`}
                    >
                      {!n.read_at ? <span className="sr-only">{`${m.unread}: `}</span> : null}
                      {n.title}
                    </span>
                    <span className="shrink-0 text-xs text-stone-500">{time(n.created_at, timeZone)}</span>
                  </span>
                  <span className="mt-0.5 block text-sm text-stone-600">{n.body}</span>
                </Link>
                {!n.read_at ? (
                  <button
                    type="button"
                    onClick={() => onMarkRead(n)}
                    disabled={busy}
                    aria-label={`${m.markOne}: ${n.title}`}
                    title={m.markOne}
                    className="m-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-emerald-700 hover:bg-emerald-100 disabled:opacity-50"
                  >
                    <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-emerald-600" />
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
