import http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, createBet } from '../api';
import { accounts, money, signedIn, stakeOnHome, unique } from '../support';

/**
 * Smoke of the multi-instance setup (compose.yaml's topology): two server instances on one
 * PostgreSQL behind nginx. Through the proxy: login, a bid seen live by another manager, a bet.
 * Then, instance by instance: a bid sent to one reaches a live stream opened on the other.
 */

const FREE_AGENT_TEAM_ID = 61;
const appPorts = (process.env.CLUSTER_APP_PORTS ?? '').split(',').map(Number);

test.describe.configure({ timeout: 120_000 });

async function openAuction(
  page: Page,
  token: string,
): Promise<{ id: number; value: number; auctionId: number }> {
  const headers = { authorization: `Bearer ${token}` };
  const team = await (await page.request.get(`/api/teams/${FREE_AGENT_TEAM_ID}`, { headers })).json();
  const running = await (await page.request.get('/api/auctions?status=active&all=true', { headers })).json();
  const busy = new Set((running.data as Array<{ id_player: number }>).map((a) => a.id_player));
  const player = (team.players as Array<{ id: number; value: number }>).find((p) => !busy.has(p.id))!;
  const res = await page.request.post('/api/auctions', {
    headers,
    data: { id_player: player.id, amount: player.value },
  });
  expect(res.status()).toBe(201);
  const { auction } = (await res.json()) as { auction: { id: number } };
  return { id: player.id, value: player.value, auctionId: auction.id };
}

/** The `bid` event of that amount on a live stream opened directly on one instance (not through nginx). */
function bidOf(
  amount: number,
  port: number,
  token: string,
): Promise<{ ready: Promise<void>; bid: Promise<unknown> }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`http://127.0.0.1:${port}/api/auctions/events?token=${token}`, (res) => {
      let buffer = '';
      let ready!: () => void;
      const readyP = new Promise<void>((r) => (ready = r));
      const bid = new Promise((resolveBid) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          if (buffer.includes(': conectado')) ready();
          for (const match of buffer.matchAll(/event: bid\ndata: (.*)\n\n/g)) {
            const event = JSON.parse(match[1]!) as { amount: number };
            if (event.amount !== amount) continue;
            resolveBid(event);
            res.destroy();
          }
        });
      });
      resolve({ ready: readyP, bid });
    });
    req.on('error', reject);
  });
}

test('login, a bid seen live by another manager and a bet, through the proxy', async ({ browser }) => {
  const uno = await signedIn(browser, accounts.manager1);
  const dos = await signedIn(browser, accounts.manager2);
  const player = await openAuction(uno, await apiToken(uno, accounts.manager1));

  const history = (page: Page) => page.getByRole('table', { name: 'Historial de ofertas' });
  await uno.goto(`/subastas/${player.id}`);
  await dos.goto(`/subastas/${player.id}`);
  await expect(history(uno).getByText(money(player.value))).toBeVisible();
  const bid = player.value + 1_000_000;
  await dos.getByLabel('Monto').fill(String(bid));
  await dos.getByRole('button', { name: 'Ofertar' }).click();
  await expect(history(uno).getByText(money(bid))).toBeVisible({ timeout: 3_000 });

  // A bet: the Admin opens it, Manager Uno stakes 2.000.000 at 1.85.
  const admin = await apiToken(uno, accounts.admin);
  const betId = await createBet(
    uno.request,
    { authorization: `Bearer ${admin}` },
    { match: unique('Cluster '), description: 'smoke' },
  );
  await stakeOnHome(uno, betId);
});

test('a bid sent to one instance reaches a live stream open on the other', async ({ playwright }) => {
  expect(appPorts).toHaveLength(2);
  const [first, second] = appPorts as [number, number];
  const one = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${first}` });
  const login = async (email: string) =>
    (
      (await (await one.post('/api/login', { data: { email, password: 'password123' } })).json()) as {
        token: string;
      }
    ).token;
  const uno = await login(accounts.manager1);
  const dos = await login(accounts.manager2);
  const page = { request: one } as unknown as Page;
  const player = await openAuction(page, uno);

  const amount = player.value + 1_000_000;
  const stream = await bidOf(amount, second, uno);
  await stream.ready;
  const res = await one.post(`/api/auctions/${player.auctionId}/bids`, {
    headers: { authorization: `Bearer ${dos}` },
    data: { amount },
  });
  expect(res.status(), await res.text()).toBe(201);
  expect(await stream.bid).toMatchObject({ player_id: player.id, amount });
  await one.dispose();
});
