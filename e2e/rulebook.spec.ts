import { expect, test } from '@playwright/test';
import { accounts, loginAs, unique } from './support';

test('the Admin edits a rule-book section and finds it by search', async ({ page }) => {
  const word = unique('reprogramacion')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  await loginAs(page, accounts.admin);
  await page.goto('/reglamento');
  await expect(page.getByRole('heading', { name: 'REGLAMENTO TEMPORADA 59' })).toBeVisible();
  const section = page.getByRole('article', { name: /Postergaciones/ });
  await section.getByRole('button', { name: 'Editar' }).click();
  await section
    .getByLabel('Texto (Markdown)')
    .fill(`Toda ${word} se avisa. Las apuestas van de {{BET_MIN}} a {{BET_MAX}}.`);
  await section.getByRole('tab', { name: 'Vista previa' }).click();
  await expect(section.getByRole('tabpanel')).toHaveText(
    `Toda ${word} se avisa. Las apuestas van de 1.000.000 a 15.000.000.`,
  );
  await section.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Sección guardada.')).toBeVisible();
  await expect(section).toContainText('Las apuestas van de 1.000.000 a 15.000.000.');

  await page.getByLabel('Buscar en el reglamento').fill(word);
  const results = page.getByRole('list', { name: 'Buscar en el reglamento' });
  await expect(results.getByRole('link', { name: 'Postergaciones' })).toBeVisible();
  await expect(results.locator('mark')).toHaveText(word);
  await results.getByRole('link', { name: 'Postergaciones' }).click();
  await expect(page).toHaveURL(/#postergaciones$/);

  await section.getByRole('button', { name: 'Historial' }).click();
  await expect(section.getByRole('list', { name: 'Historial' }).getByRole('listitem')).toHaveCount(2);
});

test('the Admin adds a section, moves it up and deletes it after confirming', async ({ page }) => {
  const title = `Sección de prueba ${unique('orden').replace(/[^a-z0-9]/gi, '')}`;
  await loginAs(page, accounts.admin);
  await page.goto('/reglamento');
  await page.getByRole('button', { name: 'Agregar sección' }).click();
  const editor = page.getByRole('form', { name: 'Editar' });
  await editor.getByLabel('Título').fill(title);
  await editor.getByLabel('Texto (Markdown)').fill('Una sección que se borra.');
  await editor.getByRole('button', { name: 'Crear sección' }).click();
  await expect(page.getByText('Sección creada.')).toBeVisible();

  const articles = page.getByRole('article');
  const count = await articles.count();
  await expect(articles.last()).toContainText(title);
  const added = page.getByRole('article', { name: new RegExp(title) });
  await expect(added.getByRole('button', { name: `Bajar la sección ${title}` })).toBeDisabled();
  await added.getByRole('button', { name: `Subir la sección ${title}` }).click();
  await expect(page.getByText('Orden del reglamento actualizado.')).toBeVisible();
  await expect(articles.nth(count - 2)).toContainText(title);

  await added.getByRole('button', { name: 'Eliminar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar sección' });
  await expect(dialog).toContainText(`Se eliminará la sección "${title}" con su historial de cambios.`);
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Sección eliminada.')).toBeVisible();
  await expect(added).toHaveCount(0);
  await expect(articles).toHaveCount(count - 1);
});

test('a manager reads the rule book, /about and /protected', async ({ page }) => {
  await loginAs(page, accounts.manager1);
  await page.goto('/reglamento#apuestas');
  await expect(page.getByRole('heading', { name: 'REGLAMENTO TEMPORADA 59' })).toBeVisible();
  await expect(page.locator('#apuestas')).toContainText('Se apuesta entre 1.000.000 y 15.000.000 por jugada');
  await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);

  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'Acerca de' })).toBeVisible();
  await expect(page.getByTestId('app-version')).toHaveText(/^\d+\.\d+\.\d+$/);
  await expect(page.getByText('Enlaces de la liga')).toBeVisible();
  // /protected is in the sidebar for league members, after the market's entries.
  await page
    .getByRole('navigation', { name: 'Menú' })
    .getByRole('link', { name: 'Estado del mercado' })
    .click();

  await expect(page).toHaveURL(/\/protected$/);
  await expect(page.getByRole('heading', { name: 'Estado del mercado' })).toBeVisible();
  await expect(page.getByText(/^Comenzó el \d{2}-\d{2}-\d{4}/)).toBeVisible();
  await expect(page.getByText(/^Abiertas desde el /)).toBeVisible();
  await expect(page.getByText(/^Una oferta hecha ahora se abre a las (01|10|18):00:$/)).toBeVisible();
  const timer = page.getByRole('timer');
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first!, { timeout: 3000 });
});
