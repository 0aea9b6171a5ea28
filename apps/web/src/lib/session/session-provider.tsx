import type { User } from '@liga/domain';
import { NOTIFICATION_MS } from '@liga/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { setUnauthorizedHandler } from '../api-client';
import { clearToken, getToken, setToken } from '../token';
import { SessionContext, type Notification, type NotificationTone, type Session } from './session-context';

interface Props {
  children: ReactNode;
  /** Tests start with a known user. */
  initialUser?: User | null;
}

export function SessionProvider({ children, initialUser = null }: Props) {
  const queryClient = useQueryClient();
  const [token, setTokenState] = useState<string | null>(() => getToken());
  const [user, setUser] = useState<User | null>(initialUser);
  const [notification, setNotification] = useState<Notification | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const seq = useRef(0);

  const dismissNotification = useCallback(() => {
    clearTimeout(timer.current);
    setNotification(null);
  }, []);

  const notify = useCallback((text: string, tone: NotificationTone = 'success') => {
    clearTimeout(timer.current);
    seq.current += 1;
    setNotification({ id: seq.current, text, tone });
    timer.current = setTimeout(() => setNotification(null), NOTIFICATION_MS);
  }, []);

  const signIn = useCallback<Session['signIn']>((auth) => {
    setToken(auth.token);
    setTokenState(auth.token);
    setUser(auth.user);
  }, []);

  const signOut = useCallback(() => {
    clearToken();
    setTokenState(null);
    setUser(null);
    queryClient.clear();
  }, [queryClient]);

  // A 401 on a stored token: drop it here so the layouts redirect to /login without a reload.
  useEffect(() => setUnauthorizedHandler(signOut), [signOut]);

  // Logging out in another tab logs out this one too.
  useEffect(() => {
    const onStorage = () => {
      const stored = getToken();
      if (!stored) signOut();
      else setTokenState(stored);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [signOut]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const value = useMemo<Session>(
    () => ({ token, user, notification, signIn, signOut, setUser, notify, dismissNotification }),
    [token, user, notification, signIn, signOut, notify, dismissNotification],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
