import { expect, test } from '@playwright/test';
import { authHeaders, me } from './api';
import { accounts, loginAs, unique } from './support';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// Staff record a withdrawal against a manager's team (decision 025); the manager sees it on 'Mi estado'.
test('a manager sees a sanction on the dashboard', async ({ page }) => {
  const headers = await authHeaders(page, accounts.admin);
  const post = async (url: string, data: object) => {
    const res = await page.request.post(`/api${url}`, { headers, data });
    expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
    return res.json();
  };
  const manager = await me(page.request, await authHeaders(page, accounts.manager1));
  const rival = (await post('/teams', { name: unique('Rival Sanción '), division: 'Primera' })).team;
  const { tournament } = await post('/tournaments', {
    name: unique('Copa Sanción '),
    type: 'PD',
    team_ids: [manager.team!.id, rival.id],
  });
  const [match] = (await post(`/tournaments/${tournament.id}/fixture`, {})).matches;
  const reason = unique('No se presentó ');
  await post('/sanctions', { team_id: manager.team!.id, kind: 'withdrawal', match_id: match.id, reason });

  await loginAs(page, accounts.manager1);
  const card = page.getByTestId('my-sanctions');
  await expect(card).toContainText(reason);
  await expect(card).toContainText('Retiro');
});
