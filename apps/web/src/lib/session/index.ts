export { SessionProvider } from './session-provider';
export { useCurrentUser, useSession } from './session-context';
export type { Notification, NotificationTone, Session } from './session-context';
