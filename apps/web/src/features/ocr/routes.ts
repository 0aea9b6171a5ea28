import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

/** The screenshot analysis of a match (/cargar-imagenes/{id}), its own chunk: tesseract runs on the server. */
export const ocrRoutes: RouteObject[] = [
  {
    path: paths.imageUpload(),
    Component: lazyPage(() => import('./pages/screenshot-analysis-page'), 'ScreenshotAnalysisPage'),
  },
];
