import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

/** /importar: bringing a league over from the previous application (Admin, decision 032), its own chunk. */
export const legacyImportRoutes: RouteObject[] = [
  {
    path: paths.legacyImport,
    Component: lazyPage(() => import('./pages/import-page'), 'ImportPage'),
  },
];
