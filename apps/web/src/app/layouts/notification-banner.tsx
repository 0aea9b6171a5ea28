import { useSession } from '../../lib/session';
import { appMessages as m } from '../messages';

const tones = {
  success: 'bg-emerald-600 text-white',
  error: 'bg-red-600 text-white',
  info: 'bg-sky-700 text-white',
} as const;

/** The session notification; it clears itself after NOTIFICATION_MS. */
export function NotificationBanner() {
  const { notification, dismissNotification } = useSession();
  if (!notification) return null;
  return (
    <div
      key={notification.id}
      role={notification.tone === 'error' ? 'alert' : 'status'}
      className={`fixed inset-x-3 top-3 z-50 mx-auto flex max-w-xl items-start justify-between gap-3 rounded-lg px-4 py-3 text-sm shadow-lg ${tones[notification.tone]}`}
    >
      <span>{notification.text}</span>
      <button
        type="button"
        onClick={dismissNotification}
        aria-label={m.dismiss}
        className="font-bold opacity-80"
      >
        ×
      </button>
    </div>
  );
}
