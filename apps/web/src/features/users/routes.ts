import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

/** Managers: list, creation, profile. Each page is its own chunk. */
export const usersRoutes: RouteObject[] = [
  { path: paths.users, Component: lazyPage(() => import('./pages/users-page'), 'UsersPage') },
  { path: paths.userNew, Component: lazyPage(() => import('./pages/user-create-page'), 'UserCreatePage') },
  {
    path: paths.waitingList,
    Component: lazyPage(() => import('./pages/waiting-list-page'), 'WaitingListPage'),
  },
  { path: paths.user(), Component: lazyPage(() => import('./pages/user-edit-page'), 'UserEditPage') },
];
