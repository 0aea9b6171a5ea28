import { expect, test } from '@playwright/test';
import { accounts, loginAs } from './support';

/**
 * The installable app: the Spanish manifest and its icons, the service worker of the
 * built shell, no API answer in any cache, and the shell shown again with the network gone.
 * Plain `test`: the offline reload prints failed loads on purpose.
 */

test('serves a Spanish web manifest whose icons exist, linked from the page with the theme colour', async ({
  page,
  request,
}) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('manifest+json');
  const manifest = (await res.json()) as {
    lang: string;
    name: string;
    display: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ lang: 'es', name: 'Liga Manager', display: 'standalone' });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
  }
  await page.goto('/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
});

test('the service worker keeps the shell for offline use and never an API answer', async ({
  page,
  context,
}) => {
  await loginAs(page, accounts.manager1);
  // The worker controls the tab once it is active (clients.claim): from then on, the pages it serves.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mi estado' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const key of await (await caches.open(name)).keys()) urls.push(new URL(key.url).pathname);
    return urls;
  });
  expect(cached).toEqual(expect.arrayContaining(['/index.html', '/manifest.webmanifest']));
  expect(cached.some((path) => path.startsWith('/assets/') && path.endsWith('.js'))).toBe(true);
  expect(cached.filter((path) => path.startsWith('/api'))).toEqual([]);

  // Offline: the app itself still opens from the cache and says the server cannot be reached; the
  // signed-in user is not there, because no API answer was kept.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('No se pudo conectar con el servidor.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await expect(page.getByTestId('budget')).toHaveCount(0);
  // Back online, the same tab carries on.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { name: 'Mi estado' })).toBeVisible();
});
