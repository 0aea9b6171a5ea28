import { expect, test, type Page } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The page neither scrolls sideways nor hides a link of <main> off the screen's width. */
async function fitsThePhone(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'la página se desplaza hacia los lados').toBeLessThanOrEqual(1);
}

/**
 * A visitor without an account browses the league in public (decision 035): the tables, a team, a match
 * and the rule book, then a shared link to a private screen opens its public twin.
 */
async function browse(page: Page, label: string) {
  await page.goto('/liga');
  await expect(page).toHaveTitle(/Liga Manager/);
  await expect(page.getByRole('heading', { level: 2, name: 'Últimos resultados' })).toBeVisible();
  await fitsThePhone(page);

  await page
    .getByRole('navigation', { name: 'Secciones de la liga' })
    .getByRole('link', { name: 'Tablas' })
    .click();
  await expect(page).toHaveURL(/\/liga\/tablas$/);
  await expect(page.getByRole('heading', { level: 1, name: /Tablas de posiciones/ })).toBeVisible();
  const firstTeam = page.getByRole('table').first().getByRole('row').nth(1).getByRole('link');
  const teamName = (await firstTeam.textContent())!.trim();
  await fitsThePhone(page);
  await page.screenshot({ path: `test-results/public/${label}-tablas.png`, fullPage: true });

  await firstTeam.click();
  await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plantel' })).toBeVisible();
  await expect(page.getByRole('table', { name: `Plantel de ${teamName}` }).getByRole('row')).not.toHaveCount(
    1,
  );
  await fitsThePhone(page);

  await page
    .getByRole('navigation', { name: 'Secciones de la liga' })
    .getByRole('link', { name: 'Inicio' })
    .click();
  const result = page.getByRole('main').getByRole('listitem').first().getByRole('link');
  const matchTitle = (await result.textContent())!.trim();
  await result.click();
  await expect(page).toHaveURL(/\/liga\/partidos\/\d+$/);
  await expect(page.locator('p.score')).toContainText(/\d+ - \d+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(matchTitle.split(/ \d+ - \d+ /)[0]!);
  await fitsThePhone(page);
  await page.screenshot({ path: `test-results/public/${label}-partido.png`, fullPage: true });

  await page
    .getByRole('navigation', { name: 'Secciones de la liga' })
    .getByRole('link', { name: 'Reglamento' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /REGLAMENTO TEMPORADA/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Índice del reglamento' })).toBeVisible();
  await fitsThePhone(page);
}

test('a visitor on a phone browses the tables, a team, a match and the rule book', async ({ page }) => {
  // Eight pages and two loads of the app on a shared machine.
  test.setTimeout(90_000);
  await browse(page, 'js');
  // A shared link to a private screen opens its public twin instead of the login form.
  await page.goto('/tablas');
  await expect(page).toHaveURL(/\/liga\/tablas$/);
  await expect(page.getByRole('heading', { level: 1, name: /Tablas de posiciones/ })).toBeVisible();
  // A screen without a twin still asks for the login.
  await page.goto('/plantel');
  await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the same pages arrive with their content', async ({ page }) => {
    test.setTimeout(60_000);
    await browse(page, 'sin-js');
  });
});
