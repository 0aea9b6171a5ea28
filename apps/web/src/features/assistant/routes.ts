import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

/** The league assistant's screen, its own chunk. */
export const assistantRoutes: RouteObject[] = [
  { path: paths.chatbot, Component: lazyPage(() => import('./pages/chatbot-page'), 'ChatbotPage') },
];
