import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Loading } from '../components/ui/states';
import { RouteErrorBoundary } from './pages/route-error';

/**
 * Around what a route draws: 'CARGANDO...' while its chunk arrives on the first load, and the error
 * screen if it fails, cleared by moving to another address; what is outside keeps standing.
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

/** Where a layout draws its page. */
export function RouteOutlet() {
  return (
    <RouteBoundary>
      <Outlet />
    </RouteBoundary>
  );
}
