import type { User } from '@liga/domain';
import { createContext, useContext } from 'react';

export type NotificationTone = 'success' | 'error' | 'info';
export interface Notification {
  id: number;
  text: string;
  tone: NotificationTone;
}

export interface Session {
  token: string | null;
  user: User | null;
  notification: Notification | null;
  /** After login or signup: stores token and user. */
  signIn: (auth: { user: User; token: string }) => void;
  /** Logout or a refused token: clears user, token and cached data. */
  signOut: () => void;
  setUser: (user: User) => void;
  /** Shows a banner that clears itself after NOTIFICATION_MS. */
  notify: (text: string, tone?: NotificationTone) => void;
  dismissNotification: () => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The logged-in user; only for screens under the authenticated layout, which loads it first. */
export function useCurrentUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser used outside the authenticated layout');
  return user;
}
