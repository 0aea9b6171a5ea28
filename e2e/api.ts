import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type {
  CreateMatchBetInput,
  MatchBetView,
  MovementList,
  PendingTransferList,
  TeamDetail,
  User,
} from '@liga/domain';
import { DEMO_PASSWORD } from './support';

/**
 * Straight calls to the API, for what a flow needs to know before it starts (a player free to move,
 * a balance) and for checks the UI hides (refusals the server must enforce). Answers are typed with
 * the domain contracts, as the web reads them.
 */

export type Headers = Record<string, string>;
export const HOUR = 3_600_000;

/** A token straight from the API. */
export async function apiToken(page: Page, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await page.request.post('/api/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  return (await res.json()).token as string;
}

/** The bearer header of that account. */
export async function authHeaders(page: Page, email: string): Promise<Headers> {
  return { authorization: `Bearer ${await apiToken(page, email)}` };
}

export async function me(request: APIRequestContext, headers: Headers): Promise<User> {
  const res = await request.get('/api/user', { headers });
  expect(res.status()).toBe(200);
  return (await res.json()) as User;
}

/** A user's latest ledger rows, newest first (GET /users/{id}/movements). */
export async function movements(request: APIRequestContext, headers: Headers, userId: number) {
  const res = await request.get(`/api/users/${userId}/movements?per_page=100`, { headers });
  expect(res.status()).toBe(200);
  return ((await res.json()) as MovementList).data;
}

/**
 * The money one action moved on a user's budget: the sum of the ledger rows that reference it. A flow
 * checks this instead of the whole budget, which other flows (the phone project's season close and
 * sanctions, run beside the desktop flows) may move at the same time.
 */
export async function movedFor(
  request: APIRequestContext,
  headers: Headers,
  userId: number,
  ref: { type: string; id: number },
): Promise<number> {
  const rows = await movements(request, headers, userId);
  return rows
    .filter((m) => m.ref_type === ref.type && m.ref_id === ref.id)
    .reduce((sum, m) => sum + m.amount, 0);
}

/** GET /teams/{id}: the team, its owner and its players. */
export async function teamDetail(request: APIRequestContext, headers: Headers, teamId: number) {
  const res = await request.get(`/api/teams/${teamId}`, { headers });
  expect(res.status()).toBe(200);
  return (await res.json()) as TeamDetail;
}

/** Players already held by a pending transfer cannot be offered nor transferred again. */
export async function pendingPlayerIds(request: APIRequestContext, headers: Headers) {
  const res = await request.get('/api/transferencia_pendiente', { headers });
  expect(res.status()).toBe(200);
  // A bare array, as the league's client reads it (decision 033).
  const pending = (await res.json()) as PendingTransferList;
  return new Set(pending.flatMap((t) => t.players.map((p) => p.id)));
}

/** Moves the server clock forward (ENABLE_TEST_ROUTES, an Admin's token); it is shared and only ever moves forward. */
export async function advanceClock(request: APIRequestContext, ms: number): Promise<void> {
  const login = await request.post('/api/login', {
    data: { email: 'admin@liga.test', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  const res = await request.post('/api/test/clock', { data: { advance_ms: ms }, headers });
  expect(res.status()).toBe(200);
}

/** The odds the flows open a bet at: 2.000.000 staked on the home side pays 3.700.000. */
export const BET_ODDS = { home_odd: '1.85', away_odd: '2.10', draw_odd: '3.00', under: '1.90', over: '1.75' };

/** The Admin opens a match bet (POST /bets) at BET_ODDS and gets its id. */
export async function createBet(
  request: APIRequestContext,
  headers: Headers,
  bet: Pick<CreateMatchBetInput, 'match' | 'description'>,
): Promise<number> {
  const res = await request.post('/api/bets', { headers, data: { ...bet, ...BET_ODDS } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { bet: MatchBetView }).bet.id;
}
