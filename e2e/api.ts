import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type {
  CreateMatchBetInput,
  Match,
  MatchBetView,
  MovementList,
  PendingTransferList,
  SquadPlayer,
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

/** Registers these players (age 25, CA 120, PA 140, value 1.000.000) in a team: each one's id by name. */
export async function registerSquad(post: StaffPost, teamId: number, names: readonly string[]) {
  const ids: Record<string, number> = {};
  for (const name of names)
    ids[name] = (
      await post<{ player: { id: number } }>('/players', {
        name,
        age: 25,
        ca: 120,
        pa: 140,
        value: 1_000_000,
        id_team: teamId,
      })
    ).player.id;
  return ids;
}

/**
 * A league tournament named so, of these two teams, and their round-1 match with that result entered,
 * waiting for statistics: the match.
 */
export async function matchToLoad(
  post: StaffPost,
  tournamentName: string,
  [homeId, awayId]: [number, number],
  [scoreHome, scoreAway]: [number, number],
) {
  const { tournament } = await post<{ tournament: { id: number } }>('/tournaments', {
    name: tournamentName,
    type: 'PD',
    team_ids: [homeId, awayId],
  });
  const { match } = await post<{ match: { id: number } }>('/matches', {
    team_home_id: homeId,
    team_away_id: awayId,
    tournament_id: tournament.id,
    score_home: scoreHome,
    score_away: scoreAway,
    stage: 1,
  });
  return match;
}

/** A team to create with the players to register in it. */
export type SquadSide = { name: string; squad: readonly string[] };

/**
 * Two new Primera teams with their squads, in a tournament named after the home team ('Copa <home>')
 * unless told, and their round-1 match with that result: its id and every player's id by name.
 */
export async function squadsMatch(
  post: StaffPost,
  home: SquadSide,
  away: SquadSide,
  score: [number, number],
  tournamentName = `Copa ${home.name}`,
) {
  const newTeam = async (name: string) =>
    (await post<{ team: { id: number } }>('/teams', { name, division: 'Primera' })).team.id;
  const homeId = await newTeam(home.name);
  const awayId = await newTeam(away.name);
  const players = {
    ...(await registerSquad(post, homeId, home.squad)),
    ...(await registerSquad(post, awayId, away.squad)),
  };
  const match = await matchToLoad(post, tournamentName, [homeId, awayId], score);
  return { matchId: match.id, players };
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

/**
 * A player of that team who can take a clause now for at most `budget`: not blocked or restricted, not
 * held by a pending transfer, with no open round of offers. The demo league is shared by the flows, so
 * the first one free is taken.
 */
export async function playerOpenToOffers(
  request: APIRequestContext,
  staff: Headers,
  teamId: number,
  budget: number,
): Promise<SquadPlayer | undefined> {
  const held = await pendingPlayerIds(request, staff);
  for (const p of (await teamDetail(request, staff, teamId)).players) {
    if (['bloqueado', 'restringido'].includes(p.status) || held.has(p.id) || p.value > budget) continue;
    const offers = await request.get(`/api/clausulas/${p.id}`, { headers: staff });
    if (((await offers.json()) as { offers: unknown[] }).offers.length === 0) return p;
  }
  return undefined;
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
