import { Link } from 'react-router';
import { StrokeIcon } from '../../../components/ui/stroke-icon';
import { paths } from '../../../lib/paths';
import { useUnreadCount } from '../api/get-notifications';
import { useNotificationEvents, useNotificationStream } from '../api/use-notification-events';
import { notificationMessages as m } from '../messages';

const BELL = 'M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15zM10 20a2 2 0 0 0 4 0';

export function BellIcon() {
  return <StrokeIcon d={BELL} />;
}

/** The unread count on the bell; nothing when all is read. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="unread-count"
      className="absolute -right-1 -top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] font-bold leading-5 text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The browser's one notification stream, mounted in the leader tab only (decision 040). */
function NotificationStream({ onEvent }: { onEvent: () => void }) {
  useNotificationStream(onEvent);
  return null;
}

/**
 * The header's bell: the unread count, live (it holds the notification stream for the whole app, or
 * hears it from the tab that does, so the tab bar's bell reads the same count), and the link to the
 * centre.
 */
export function NotificationBell() {
  const live = useNotificationEvents();
  const unread = useUnreadCount().data ?? 0;
  return (
    <>
      {live.leader && <NotificationStream onEvent={live.onEvent} />}
      <Link
        to={paths.notifications}
        aria-label={m.bell(unread)}
        className="relative inline-flex rounded-md p-2 text-emerald-900 hover:bg-emerald-50"
      >
        <BellIcon />
        <UnreadBadge count={unread} />
      </Link>
    </>
  );
}

/** The phone tab bar's icon: the bell with the same count (the header's bell keeps it live). */
export function NotificationTabIcon() {
  const unread = useUnreadCount().data ?? 0;
  return (
    <span className="relative">
      <BellIcon />
      <UnreadBadge count={unread} />
    </span>
  );
}
