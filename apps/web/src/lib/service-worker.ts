/**
 * Registers the service worker of the built app (apps/web/build/pwa.ts): the installable, offline
 * shell. After the page has loaded, so it never competes with the first screen; not in development
 * (Vite serves no sw.js) nor where the browser has no service workers.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the app works as before, online only: nothing to tell the user.
    });
  });
}
