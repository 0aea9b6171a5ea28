import type { QueryClient } from '@tanstack/react-query';
import { pageLoadsSettled } from './lazy-page';

/** Resolves once the first screen has its chunks and its answers, and the browser is idle. */
function firstScreenDrawn(client: QueryClient): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  const answered = () =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (client.isFetching() > 0) return;
        unsubscribe();
        resolve();
      };
      const unsubscribe = client.getQueryCache().subscribe(check);
      check();
    });
  const idle = () =>
    new Promise<void>((resolve) =>
      'requestIdleCallback' in window
        ? requestIdleCallback(() => resolve(), { timeout: 2000 })
        : setTimeout(resolve, 200),
    );
  return loaded.then(answered).then(pageLoadsSettled).then(idle);
}

/**
 * The installable, offline app (apps/web/build/pwa.ts): the web manifest's link and the service
 * worker, once the first screen has drawn. Neither is needed sooner (the browser offers to install
 * and the worker caches for the next visits), and on a phone's few connections the manifest and its
 * icon would otherwise queue the first screen's scripts behind them. Not in development (Vite serves
 * neither); the worker only where the browser has them (not on plain HTTP outside localhost).
 */
export function registerAppShell(client: QueryClient): void {
  if (!import.meta.env.PROD) return;
  void firstScreenDrawn(client).then(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.webmanifest';
    document.head.append(link);
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the app works as before, online only: nothing to tell the user.
    });
  });
}
