import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type {
  CreateMatchBetInput,
  Match,
  MatchBetView,
  MovementList,
  PendingTransferList,
  TeamDetail,
  User,
} from '@liga/domain';
import { DEMO_PASSWORD, signedIn, unique } from './support';

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

/**
 * A Manager Segunda of the flow's own (the demo managers get notifications from the flows running
 * beside it, and their budgets are checked by those flows), created by the Admin and signed in on a
 * page of its own, with every earlier notification read.
 */
export async function notifiedManager(browser: Browser, admin: Page, adminHeaders: Headers, name: string) {
  const password = 'clave-muy-segura-de-avisos';
  const email = `${unique(name.toLowerCase().replaceAll(' ', '-'))}@liga.test`;
  const created = await admin.request.post('/api/users', {
    headers: adminHeaders,
    data: { name: unique(name), email, rol: 'Manager Segunda', password, password_confirmation: password },
  });
  expect(created.status(), await created.text()).toBe(201);
  const page = await signedIn(browser, email, password);
  const user = await me(page.request, { authorization: `Bearer ${await apiToken(page, email, password)}` });
  await page.goto('/notificaciones');
  const markAll = page.getByRole('button', { name: 'Marcar todas como leídas' });
  if (await markAll.isVisible()) await markAll.click();
  return { page, user };
}

/** POST /api<url> with those headers, expecting `status` (201 unless told): the answer's body. */
export const poster =
  (request: APIRequestContext, headers: Headers) =>
  async (url: string, data: object, status = 201) => {
    const res = await request.post(`/api${url}`, { headers, data });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(status);
    return res.json();
  };

/** A POST to /api<url> as staff that must succeed: the answer's body. */
type StaffPost = <T>(url: string, data: object) => Promise<T>;

/**
 * A league tournament of two new Primera teams ('<label> Local …' and '<label> Visita …', named
 * 'Copa <label> …'), its fixture drawn: the teams, the tournament and the fixture's first match.
 */
export async function drawnFixture(post: StaffPost, label: string) {
  const suffix = unique('');
  const teams = [];
  for (const name of [`${label} Local ${suffix}`, `${label} Visita ${suffix}`])
    teams.push(
      (await post<{ team: { id: number; name: string } }>('/teams', { name, division: 'Primera' })).team,
    );
  const { tournament } = await post<{ tournament: { id: number } }>('/tournaments', {
    name: `Copa ${label} ${suffix}`,
    type: 'PD',
    team_ids: teams.map((t) => t.id),
  });
  const fixture = await post<{ matches: Match[] }>(`/tournaments/${tournament.id}/fixture`, {});
  return { teams, tournament, match: fixture.matches[0]! };
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
