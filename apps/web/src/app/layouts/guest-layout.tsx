import { Navigate } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { appMessages as m } from '../messages';
import { RouteOutlet } from '../route-outlet';
import { NotificationBanner } from './notification-banner';

/**
 * Login and signup; a stored token goes straight to the dashboard. The column starts at
 * a fixed height rather than centred: the brand stays put while the form replaces 'CARGANDO...'.
 */
export function GuestLayout() {
  const { token } = useSession();
  if (token) return <Navigate to={paths.dashboard} replace />;
  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-emerald-900 to-emerald-700 px-4 pt-16 pb-10 sm:pt-24">
      <NotificationBanner />
      <p className="mb-6 flex items-center gap-3 text-3xl font-extrabold tracking-tight text-white">
        <Logo className="h-9 w-9" />
        {m.brand}
      </p>
      <RouteOutlet />
    </div>
  );
}
