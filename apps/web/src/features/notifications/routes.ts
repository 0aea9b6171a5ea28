import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

/** The notification centre and its preferences (decision 036). Each page is its own chunk. */
export const notificationsRoutes: RouteObject[] = [
  {
    path: paths.notifications,
    Component: lazyPage(() => import('./pages/notifications-page'), 'NotificationsPage'),
  },
  {
    path: paths.notificationPreferences,
    Component: lazyPage(() => import('./pages/preferences-page'), 'NotificationPreferencesPage'),
  },
];
