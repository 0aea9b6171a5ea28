import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { publicTwinOf } from '@liga/domain';
import { Loading } from '../../../components/ui/states';
import { paths } from '../../../lib/paths';
import { getPublicSettings } from '../api/public-settings';

/** A full page load (the server draws /liga); an object so that a test can watch it. */
export const leave = { to: (url: string) => window.location.replace(url) };

/**
 * Where a visitor without a session lands on a private screen (decision 035): the screen's public twin
 * under /liga while the public pages are on (a full load: the server draws those pages), else the login.
 * The server cannot tell, since the session lives in localStorage; the shell asks here.
 */
export function SignedOutRedirect({ pathname }: { pathname: string }) {
  const twin = publicTwinOf(pathname);
  const [login, setLogin] = useState(twin === null);
  useEffect(() => {
    if (twin === null) return;
    let current = true;
    getPublicSettings().then(
      (settings) => {
        if (!current) return;
        if (settings.enabled && (twin !== '/liga/apuestas' || settings.show_bets)) leave.to(twin);
        else setLogin(true);
      },
      () => current && setLogin(true),
    );
    return () => {
      current = false;
    };
  }, [twin]);
  return login ? <Navigate to={paths.login} replace /> : <Loading />;
}
