import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

/** Login and sign-up, under the guest layout. Each page is its own chunk. */
export const authRoutes: RouteObject[] = [
  { path: paths.login, Component: lazyPage(() => import('./pages/login-page'), 'LoginPage') },
  { path: paths.signup, Component: lazyPage(() => import('./pages/signup-page'), 'SignupPage') },
];
