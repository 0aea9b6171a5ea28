/* Liga Manager's service worker, written by apps/web/build/pwa.ts at build time: it fills in
 * SHELL (the built shell's files) and VERSION (a hash of their names). Why by hand, not workbox:
 * docs/decisions/017-pwa-and-web-weight.md. */
const VERSION = '__VERSION__';
const SHELL = ['__SHELL__'];
const CACHE = `liga-shell-${VERSION}`;

self.addEventListener('install', (event) => {
  // A new deploy installs its shell and takes over at once: no tab keeps a stale app.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // Only this origin's GETs; the API's answers are private and live: never from or into a cache.
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate') {
    // Pages: the network first (a deploy shows at once), the cached shell when offline.
    event.respondWith(fetch(request).catch(() => caches.match('/index.html')));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Hashed files never change: the cache first, and chunks loaded later join it.
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ??
          fetch(request).then((answer) => {
            if (answer.ok) {
              const copy = answer.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return answer;
          }),
      ),
    );
    return;
  }
  // Icons and the manifest: the network, the cache when offline.
  event.respondWith(fetch(request).catch(() => caches.match(request).then((hit) => hit ?? Response.error())));
});

// Web Push (docs/decisions/036): the server sends { title, body, link, tag }; a tap opens the link,
// in a tab of the app already open when there is one.
self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: 'Liga Manager', body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Liga Manager', {
      body: data.body || '',
      tag: data.tag,
      icon: '/icons/icon-192.png',
      data: { link: data.link || '/notificaciones' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = new URL(event.notification.data?.link || '/notificaciones', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const tab = tabs.find((t) => new URL(t.url).origin === self.location.origin);
      if (tab) return tab.focus().then(() => tab.navigate(link));
      return self.clients.openWindow(link);
    }),
  );
});
