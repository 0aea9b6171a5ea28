import { expect, test, type Page } from '@playwright/test';
import { generateFixtureDump } from '../apps/api/src/features/legacy-import/fixtures/generate';
import { loginAs } from './support';

/**
 * The Admin brings a league over from the previous application (decision 032) on the second e2e
 * server: an empty league with only its Admin (playwright.config.ts, scripts/e2e-server.mjs).
 */
const baseURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}`;
const ADMIN = { email: 'admin@liga.test', password: 'importar-la-liga-anterior' };
// One season: the flow is what this checks; the import's volume is bench:import's.
const dump = {
  name: 'superliga.sql',
  mimeType: 'application/sql',
  buffer: generateFixtureDump({ version: 'v2', seasons: 1 }),
};

test.use({ baseURL });

async function openImport(page: Page) {
  await loginAs(page, ADMIN.email, ADMIN.password);
  await page.goto('/importar');
  await expect(page.getByRole('heading', { name: 'Importar una liga' })).toBeVisible();
  await page.getByLabel('Volcado (.sql)').setInputFiles(dump);
}

const shoot = async (page: Page, name: string) => {
  await page.screenshot({ path: test.info().outputPath(`${name}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
};

test('an Admin simulates, then imports a league from a dump; a second import is refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await openImport(page);
  // A second tab with the form still open: its import comes after the first one.
  const late = await (await browser.newContext({ baseURL })).newPage();
  await openImport(late);

  // Simulating is the default: the report, and nothing written.
  await page.getByRole('button', { name: 'Simular' }).click();
  const report = page.getByRole('region', { name: 'Informe de la importación' });
  await expect(report.getByText('Simulación terminada: no se escribió nada.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(report.getByText(/^Esquema v2; temporada activa 1/)).toBeVisible();
  await expect(report.getByText(/^Libro mayor en orden/)).toBeVisible();
  await expect(report.getByRole('row', { name: /^players 700 0 players 0 —$/ })).toBeVisible();
  await shoot(page, 'simulacion');

  // The real import asks first, shows its progress, then the report with the rows written.
  await page.getByLabel(/^Solo simular/).uncheck();
  await page.getByRole('button', { name: 'Importar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar la liga' });
  await expect(dialog).toContainText('superliga.sql');
  await dialog.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(report.getByText('Liga importada.')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('progressbar')).toBeHidden();
  await expect(report.getByRole('row', { name: /^players 700 0 players 0 700$/ })).toBeVisible();
  await expect(report.getByText(/^Filas con problemas \(\d+\)/)).toBeVisible();
  await shoot(page, 'importada');

  // The tab opened before it is refused by the server, in Spanish, and writes nothing.
  await late.getByLabel(/^Solo simular/).uncheck();
  await late.getByRole('button', { name: 'Importar' }).click();
  await late.getByRole('dialog').getByRole('button', { name: 'Importar' }).click();
  await expect(
    late.getByText(
      'La base ya tiene una liga (equipos, jugadores o temporadas): la importación solo corre sobre una liga vacía.',
      { exact: true },
    ),
  ).toBeVisible({ timeout: 30_000 });
  await shoot(late, 'rechazada');

  // Coming back, the screen says the league is no longer empty and offers no upload.
  await page.reload();
  await expect(page.getByText(/^Esta liga ya tiene equipos, jugadores o temporadas/)).toBeVisible();
  await expect(page.getByLabel('Volcado (.sql)')).toHaveCount(0);
});
