import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

/** /configuracion (Admin): its own chunk. */
export const discordPostsRoutes: RouteObject[] = [
  { path: paths.settings, Component: lazyPage(() => import('./pages/settings-page'), 'SettingsPage') },
];
