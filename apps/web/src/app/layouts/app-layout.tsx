import { startTransition, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/states';
import { usePageLoading } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useCurrentUserQuery, useLogout } from '../../features/auth';
import { SignedOutRedirect } from '../../features/public';
import { appMessages as m } from '../messages';
import { Header } from './header';
import { NotificationBanner } from './notification-banner';
import { Sidebar } from './sidebar';
import { TabBar } from './tab-bar';
import { useMediaQuery } from '../../lib/use-media-query';
import { activeNavItem, groupOf, navGroupsFor } from '../nav-items';
import { RouteOutlet } from '../route-outlet';

/**
 * Every screen but login and signup: needs a token, loads GET /user first. Draws the
 * route's page, or `children` where the caller has its own (the 404 of a signed-in user).
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { token, user, setUser, signOut } = useSession();
  const me = useCurrentUserQuery(Boolean(token));
  const wide = useMediaQuery('(min-width: 1024px)');
  const [open, setOpen] = useState(wide);
  const [prevWide, setPrevWide] = useState(wide);
  // Crossing the breakpoint resets the menu: open as a column, closed as an overlay.
  if (wide !== prevWide) {
    setPrevWide(wide);
    setOpen(wide);
  }
  const navigate = useNavigate();
  const pageLoading = usePageLoading();
  const { pathname } = useLocation();
  const logout = useLogout();
  const closeMenu = useCallback(() => setOpen(false), []);

  // A transition: the first full draw of the shell and its page is sliced, not one long task.
  useEffect(() => {
    const fresh = me.data;
    if (fresh) startTransition(() => setUser(fresh));
  }, [me.data, setUser]);

  // A shared link to a screen with a public twin opens the twin for a visitor (decision 035).
  if (!token) return <SignedOutRedirect pathname={pathname} />;
  if (!user) {
    if (me.isError) {
      return (
        <div className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center">
          <p role="alert" className="text-red-700">
            {m.userLoadError} {me.error.message}
          </p>
          <Button onClick={() => void me.refetch()}>{m.retry}</Button>
        </div>
      );
    }
    return <Loading text={m.loadingUser} />;
  }

  const onLogout = async () => {
    // The session ends here whatever the server answers: the token may already be invalid.
    await logout.mutateAsync().catch(() => undefined);
    signOut();
    void navigate(paths.login, { replace: true });
  };

  const groups = navGroupsFor(user);
  const active = activeNavItem(groups, pathname);

  return (
    <div className="flex min-h-dvh bg-stone-100">
      <Sidebar groups={groups} active={active} open={open} overlay={!wide} onClose={closeMenu} />
      <div className="flex min-w-0 flex-1 flex-col">
        <Header
          user={user}
          menuOpen={open}
          onToggleMenu={() => setOpen((v) => !v)}
          onLogout={() => void onLogout()}
          loggingOut={logout.isPending}
        />
        {pageLoading ? (
          <div className="h-0.5 w-full animate-pulse bg-emerald-500" aria-hidden="true" />
        ) : null}
        <NotificationBanner />
        {/* Below lg the tab bar is fixed at the bottom: the page ends above it and the home indicator. */}
        <main className="flex-1 px-3 pt-4 pb-[calc(5rem+env(safe-area-inset-bottom))] sm:px-6 sm:pt-6 lg:pb-6">
          {children ?? <RouteOutlet />}
        </main>
        <TabBar
          pathname={pathname}
          group={groupOf(groups, active)}
          menuOpen={open && !wide}
          onMore={() => setOpen((v) => !v)}
        />
      </div>
    </div>
  );
}
