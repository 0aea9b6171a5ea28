import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Loading } from '../components/ui/states';
import { RouteErrorBoundary } from './pages/route-error';

/**
 * Where a layout draws its page: 'CARGANDO...' while the page's chunk arrives on the first load, and
 * the error screen if the page fails, with the layout around it still standing.
 */
export function RouteOutlet() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
