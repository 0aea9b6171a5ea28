import { expect, test } from '@playwright/test';
import { accounts, openAs } from './support';

test('on a phone a manager asks a rules question and a data question and follows the cited links', async ({
  page,
}) => {
  await openAs(page, accounts.manager1, '/chatbot');
  await expect(page.getByRole('heading', { name: 'Chatbot' })).toBeVisible();
  const conversation = page.getByRole('list', { name: 'Conversación' });
  const input = page.getByLabel('Tu pregunta');

  // An empty question is ignored: nothing is sent.
  await input.fill('   ');
  await input.press('Enter');
  await expect(conversation.getByRole('listitem')).toHaveCount(0);

  await input.fill('¿Cuántas amarillas para una suspensión?');
  await input.press('Enter');
  const rulesAnswer = conversation
    .getByRole('listitem')
    .filter({ hasText: 'Según el reglamento (Suspensiones)' });
  await expect(rulesAnswer).toContainText('3 amarillas');

  await input.fill('¿Cuál es mi promedio de CA?');
  await page.getByRole('button', { name: 'Enviar' }).click();
  const dataAnswer = conversation
    .getByRole('listitem')
    .filter({ hasText: 'El promedio de CA de tus 16 mejores' });
  await expect(dataAnswer).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);

  // The conversation is kept across a reload.
  await page.reload();
  await expect(rulesAnswer).toBeVisible();

  await rulesAnswer.getByRole('link', { name: 'Reglamento: Suspensiones' }).click();
  await expect(page).toHaveURL(/\/reglamento#suspensiones$/);
  await expect(page.getByRole('article', { name: /Suspensiones/ })).toBeInViewport();

  await page.goBack();
  await dataAnswer.getByRole('link', { name: 'Plantel' }).click();
  await expect(page).toHaveURL(/\/plantel$/);
});
