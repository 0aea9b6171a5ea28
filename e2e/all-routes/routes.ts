import { expect, request as playwrightRequest } from '@playwright/test';
import { DEMO_PASSWORD, accounts } from '../support';

/**
 * Every screen of the web app (apps/web/src/lib/paths.ts and the features' routes.ts), with the ids
 * of the demo league resolved through the API, and every role that can look at them.
 */

export const roles = {
  admin: accounts.admin,
  organizer: accounts.organizer,
  manager: accounts.manager1,
  // 'En lista de espera': a signed-in manager-to-be without a team.
  waiting: 'espera@liga.test',
  visitor: accounts.visitor,
  guest: null,
} as const;
export type Role = keyof typeof roles;

export interface DemoIds {
  player: number;
  rivalPlayer: number;
  freeAgent: number;
  auctionPlayer: number;
  user: number;
  team: number;
  bet: number;
  match: number;
  pendingMatch: number;
  closedSeason: number;
}

/** Paths with {placeholders}: test titles stay the same whatever ids the seed hands out. */
export const routePaths = [
  '/',
  '/login',
  '/signup',
  '/dashboard',
  '/tablas',
  '/estadisticas',
  '/estadisticas/{team}',
  '/fixture_primera',
  '/fixture_segunda',
  '/plantel',
  '/players',
  '/players/new',
  '/players/{player}',
  '/users',
  '/users/new',
  '/users/lista-de-espera',
  '/users/{user}',
  '/teams',
  '/teams/{team}',
  '/apuestas',
  '/apuestas/new',
  '/apuestas/{bet}',
  '/apuestas/usuarios',
  '/reglamento',
  '/partidos',
  '/partidos/{match}',
  '/partidos/{pendingMatch}',
  '/torneos',
  '/misofertas',
  '/offers',
  '/offers/{rivalPlayer}',
  '/transferencias',
  '/crear_subasta',
  '/crear_subasta/{freeAgent}',
  '/subastas',
  // An open auction's player; without one, a free agent's (no auction: an empty state).
  '/subastas/{auctionPlayer}',
  '/clausula_rescision',
  '/clausula_rescision/{rivalPlayer}',
  '/transfer',
  '/ofertas-confirmadas',
  '/premios',
  '/crear-premios',
  '/cargar-imagenes/{match}',
  '/prode',
  '/sanciones',
  '/configuracion',
  '/temporadas',
  '/temporadas/historial',
  '/temporadas/{closedSeason}',
  '/season-countdown',
  '/protected',
  '/chatbot',
  '/about',
  '/no-existe',
] as const;

export const resolvePath = (path: string, ids: DemoIds) =>
  path.replace(/\{(\w+)\}/g, (_, key: keyof DemoIds) => String(ids[key]));

type Row = { id: number; [key: string]: unknown };
const rowsOf = (body: unknown): Row[] =>
  (Array.isArray(body) ? body : ((body as { data?: Row[] }).data ?? [])) as Row[];

/** A signed-in token per role, from the API (the login screen has its own tests). */
export async function tokenFor(baseURL: string, email: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL });
  const res = await api.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), `login ${email}`).toBe(200);
  const { token } = (await res.json()) as { token: string };
  await api.dispose();
  return token;
}

/** The demo league's ids the screens need, asked as the Admin. */
export async function demoIds(baseURL: string, adminToken: string): Promise<DemoIds> {
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${adminToken}` },
  });
  const get = async (url: string) => {
    const res = await api.get(url);
    expect(res.status(), url).toBe(200);
    return res.json() as Promise<unknown>;
  };
  const me = (await get('/api/user')) as { id: number };
  const users = rowsOf(await get('/api/users?page=1'));
  const manager = users.find((u) => u.email === accounts.manager1) ?? users.find((u) => u.id !== me.id)!;
  const teams: Row[] = [];
  for (let page = 1; page <= 5; page++) teams.push(...rowsOf(await get(`/api/teams?page=${page}`)));
  const own = teams.find((t) => t.id_user === manager.id) ?? teams[0]!;
  const rival = teams.find((t) => t.id !== own.id && t.division && t.id_user) ?? teams[1]!;
  const free = teams.find((t) => t.name === 'Agentes Libres') ?? rival;
  const playersOf = async (teamId: number) =>
    ((await get(`/api/teams/${teamId}`)) as { players: Row[] }).players;
  const [ownPlayers, rivalPlayers, freeAgents] = await Promise.all(
    [own.id, rival.id, free.id].map(playersOf),
  );
  const auctions = rowsOf(await get('/api/auctions?status=active'));
  const bets = rowsOf(await get('/api/bets?page=1'));
  const matches = rowsOf(await get('/api/matches'));
  const closedSeasons = rowsOf(await get('/api/seasons/history'));
  const played = matches.find((m) => m.score_home !== null) ?? matches[0]!;
  // A match still waiting for its statistics (a played one if any): the entry forms show there.
  const pending =
    matches.find((m) => m.score_home !== null && m.status_text === 'Pendiente de carga') ??
    matches.find((m) => m.status_text === 'Pendiente de carga') ??
    played;
  await api.dispose();
  const freeAgent = freeAgents![0]!.id;
  return {
    player: ownPlayers![0]!.id,
    rivalPlayer: rivalPlayers![0]!.id,
    freeAgent,
    auctionPlayer: (auctions[0]?.id_player as number | undefined) ?? freeAgent,
    user: manager.id,
    team: own.id,
    bet: bets[0]?.id ?? 1,
    match: played.id,
    pendingMatch: pending.id,
    // The demo league starts with season 58 closed; without a closed season, the page's notice.
    closedSeason: closedSeasons[0]?.id ?? 1,
  };
}
