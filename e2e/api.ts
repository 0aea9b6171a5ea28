import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { PendingTransferList, TeamDetail, User } from '@liga/domain';
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
