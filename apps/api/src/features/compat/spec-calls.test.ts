import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { TEST_PASSWORD, useTestContext } from '../../test/context.test-kit';
import { HOUR, marketLeague, type MarketLeague } from '../../test/market.test-kit';
import * as R from './client-reads.test-kit';

/**
 * Every call of the league's current client (decision 012), replayed as that client sends them
 * (ids, names and odds; whole objects on PUT) against one league, asserting the status and every
 * field the client reads, by type (decisions 033 and 012). The tests run in order on shared data.
 */
const ctx = useTestContext({
  resetEachTest: false,
  env: { DISCORD_CLIENT_ID: 'cliente-discord', DISCORD_CLIENT_SECRET: 'secreto-discord-de-prueba' },
});
let L: MarketLeague;
let freeTeam: { id: number };
let libre: { id: number; value: number };
let lateral: { id: number };
type Who = { token: string } | undefined;

async function call<S extends z.ZodType>(
  who: Who,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  read: S,
  payload?: object,
  status = 200,
): Promise<z.infer<S>> {
  const res = await ctx.request(who?.token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  const parsed = read.safeParse(res.json());
  expect(parsed.error?.issues ?? [], `${method} ${url} answers what the client reads`).toEqual([]);
  return parsed.data!;
}
const balance = async (userId: number) => (await L.balances())[userId]!;

beforeAll(async () => {
  L = await marketLeague(ctx);
  // More rows than a default page: lists the client sends without `page` must answer them all.
  for (let i = 0; i < 16; i++) await ctx.createUser({ rol: 'Manager Segunda', name: `Manager ${i}` });
  for (let i = 0; i < 16; i++) await L.kit.team({ name: `Segunda ${i}`, division: 'Segunda' });
  freeTeam = await L.kit.freeAgents();
  libre = await L.kit.player({ idTeam: freeTeam.id, name: 'Libre', value: 10_000_000 });
  for (let i = 0; i < 16; i++) await L.kit.player({ idTeam: freeTeam.id, name: `Suelto ${i}` });
  await L.kit.player({ idTeam: L.sellerTeam.id, name: 'Volante', value: 3_000_000 });
  lateral = await L.kit.player({ idTeam: L.rivalTeam.id, name: 'Lateral', value: 1_000_000 });
});

describe('the league client’s calls: accounts, users, players, teams, transfers and clauses', () => {
  it('POST /login, POST /signup, GET /user, POST /logout', async () => {
    await call(undefined, 'POST', '/login', R.AuthRead, { email: L.buyer.email, password: TEST_PASSWORD });
    const pass = 'Clave-nueva-2026!';
    const signup = { name: 'Nuevo', email: 'nuevo@liga.test', password: pass, password_confirmation: pass };
    const joined = await call(undefined, 'POST', '/signup', R.AuthRead, signup, 201);
    expect(joined.user.rol).toBe('En lista de espera');
    await call(L.buyer, 'GET', '/user', R.UserRead);
    await call({ token: joined.token }, 'POST', '/logout', R.MessageRead);
  });

  it('GET /users without page answers every user; GET /users/{id}', async () => {
    const users = await call(L.admin, 'GET', '/users', R.page(R.UserRead));
    expect(users.data.length).toBeGreaterThan(20);
    expect(users.meta.last_page).toBe(1);
    await call(L.admin, 'GET', `/users/${L.buyer.id}`, R.UserRead);
  });

  it('PUT /users/{id} with the whole user back: a stale profits is ignored, never written', async () => {
    const me = (await ctx.request(L.seller.token, { method: 'GET', url: '/api/user' })).json();
    const before = await balance(L.seller.id);
    const pass = 'Otra-clave-2026!';
    const sent = { ...me, profits: before + 9_000_000, password: pass, password_confirmation: pass };
    const saved = await call(L.seller, 'PUT', `/users/${L.seller.id}`, R.MessageRead, sent);
    expect(saved.message).toBe('Usuario actualizado satisfactoriamente');
    const byAdmin = { ...me, name: 'Sara V.', profits: 1 };
    await call(L.admin, 'PUT', `/users/${L.seller.id}`, R.MessageRead, byAdmin);
    expect(await balance(L.seller.id)).toBe(before);
    L.seller.token = await ctx.tokenFor(L.seller.email, pass);
  });

  it('POST /users/ (trailing slash), DELETE /users/{id}, GET discord/redirect', async () => {
    const pass = 'Clave-creada-2026!';
    const user = { name: 'Creado', email: 'creado@liga.test', password: pass, password_confirmation: pass };
    const created = await call(
      L.admin,
      'POST',
      '/users/',
      R.MessageRead.extend({ user: R.UserRead }),
      user,
      201,
    );
    expect(created.message).toBe('Usuario creado satisfactoriamente');
    const id = created.user.id;
    const deleted = await call(L.admin, 'DELETE', `/users/${id}`, R.MessageRead);
    expect(deleted.message).toBe('Usuario eliminado satisfactoriamente');
    const url = `/discord/redirect?userId=${L.buyer.id}`;
    const link = await call(L.buyer, 'GET', url, R.UrlRead);
    expect(link.url).toMatch(/^https:\/\/discord\.com\//);
  });

  it('GET /season, GET /seasons/start (UTC, no suffix)', async () => {
    await call(L.buyer, 'GET', '/season', R.list(R.SeasonRead));
    const start = await call(L.buyer, 'GET', '/seasons/start', R.SeasonStartRead);
    expect(new Date(start.start_date + 'Z').toISOString()).toBe('2020-01-01T00:00:00.000Z');
  });

  it('GET /teams (every team), ?all=true, /teams/{id}, PUT /teams/{id}, POST /teams', async () => {
    const teams = await call(L.buyer, 'GET', '/teams', R.page(R.TeamRead));
    expect(teams.data.filter((t) => t.division === 'Segunda').length).toBe(17);
    expect(teams.data.find((t) => t.id === freeTeam.id)?.division).toBe('');
    await call(L.buyer, 'GET', '/teams?all=true', R.page(R.TeamRead));
    const team = await call(L.admin, 'GET', `/teams/${L.rivalTeam.id}`, R.TeamRead);
    const put = { ...team, name: 'Rivales CF', division: 'Primera', id_user: L.rival.id };
    const saved = await call(L.admin, 'PUT', `/teams/${team.id}`, R.MessageRead, put);
    expect(saved.message).toBe('Equipo actualizado satisfactoriamente');
    const created = await call(
      L.admin,
      'POST',
      '/teams',
      R.MessageRead,
      { name: 'Nuevo FC', division: 'Segunda', id_user: null },
      201,
    );
    expect(created.message).toBe('Equipo creado satisfactoriamente');
  });

  it('GET /players (every row without page), ?page, ?all, filter-by-division, playername; POST, PUT, DELETE, registrar', async () => {
    const all = await call(L.buyer, 'GET', '/players', R.page(R.PlayerRead));
    expect(all.data.length).toBe(21);
    const first = await call(L.buyer, 'GET', '/players?page=1', R.page(R.PlayerRead));
    expect(first.meta.last_page).toBeGreaterThan(1);
    await call(L.buyer, 'GET', '/players?all=true', R.page(R.PlayerRead));
    const outside = await call(L.buyer, 'GET', '/players/filter-by-division', R.list(R.PlayerRead));
    expect(outside.data.every((p) => p.id_team.division === '')).toBe(true);
    const found = await call(L.buyer, 'GET', '/playername?name=Estre', R.list(R.PlayerRead));
    expect(found.data.map((p) => p.name)).toEqual(['Estrella']);
    const player = {
      name: 'Juvenil',
      age: 18,
      ca: 90,
      pa: 150,
      value: 500_000,
      status: '',
      id_team: L.buyerTeam.id,
    };
    const created = await call(
      L.admin,
      'POST',
      '/players',
      R.MessageRead.extend({ player: R.PlayerRead }),
      player,
      201,
    );
    expect(created.message).toBe('Jugador creado satisfactoriamente');
    const id = created.player.id;
    const whole = await call(L.admin, 'GET', `/players/${id}`, R.PlayerRead);
    const updated = await call(L.admin, 'PUT', `/players/${id}`, R.MessageRead, { ...whole, ca: 95 });
    expect(updated.message).toBe('Jugador actualizado satisfactoriamente');
    const reg = await ctx.request(L.buyer.token, {
      method: 'POST',
      url: '/api/registrar_jugador',
      payload: { id },
    });
    expect(reg.statusCode).toBeLessThan(300);
    const deleted = await call(L.admin, 'DELETE', `/players/${id}`, R.MessageRead);
    expect(deleted.message).toBe('Jugador eliminado satisfactoriamente');
  });

  it('POST /transfer by names, GET /transferencia_pendiente (a bare array), POST /transferencia_confirmada/{id}', async () => {
    const data = {
      transferred_players: 'Volante',
      id_team_from: L.sellerTeam.id,
      id_team_to: L.buyerTeam.id,
      budget: 1_000_000,
      id_season: 59,
      created_by: L.seller.id,
      buy_by: L.buyer.id,
      sold_by: L.seller.id,
    };
    const sent = await call(L.buyer, 'POST', '/transfer', R.MessageRead, { data }, 201);
    expect(sent.message).toBe('Transferencia realizada correctamente');
    const pending = await call(L.seller, 'GET', '/transferencia_pendiente', R.PendingTransferRead.array());
    const mine = pending.filter((t) => t.id_season === L.season.id);
    expect(mine.map((t) => t.transferred_players)).toEqual(['Volante']);
    await call(L.seller, 'POST', `/transferencia_confirmada/${mine[0]!.id}`, R.MessageRead);
    await ctx.expectLedgerBalanced();
  });

  it('POST /clausula_rescision as the form sends it; GET /clausula_rescision?all=true sealed, with yes/no', async () => {
    const clause = (player: { id: number; name: string; idTeam: number }, value: number) => ({
      id_player: player.id,
      name: player.name,
      id_team: player.idTeam,
      created_by: 999,
      value,
      other_players: '[]',
      extra_value: 0,
      total_value: value,
      id_season: 59,
    });
    const sent = await call(
      L.buyer,
      'POST',
      '/clausula_rescision',
      R.MessageRead,
      clause(L.star, 12_000_000),
      201,
    );
    expect(sent.message).toBe('Ejecución de cláusula enviada');
    await call(L.rival, 'POST', '/clausula_rescision', R.MessageRead, clause(L.star, 11_000_000), 201);
    const other = { ...lateral, name: 'Lateral', idTeam: L.rivalTeam.id };
    await call(L.buyer, 'POST', '/clausula_rescision', R.MessageRead, clause(other, 1_000_000), 201);
    const url = `/clausula_rescision?all=true&season=${L.season.id}`;
    const listed = await call(L.seller, 'GET', url, R.page(R.ClauseRead));
    expect(listed.data).toHaveLength(3);
    expect(listed.data.map((c) => [c.id_team, c.value])).toContainEqual([L.sellerTeam.id, null]);
  });
});

describe('the league client’s calls: offers, bets, auctions, transfers history and competition', () => {
  it('GET /clausulas/{id} in creation order; POST /confirm-offer after the reveal; PUT /cerrar-oferta/{id}', async () => {
    ctx.clock.set(new Date('2026-03-10T21:00:00Z'));
    const offers = await call(L.admin, 'GET', `/clausulas/${L.star.id}`, R.PlayerOffersRead);
    expect(offers.offers.map((o) => o.total_value)).toEqual([12_000_000, 11_000_000]);
    const [winner] = offers.offers;
    const body = {
      offer: {
        id: winner!.id,
        total_value: winner!.total_value,
        id_team: winner!.id_team,
        created_by: winner!.created_by,
        confirmed: 'no',
        active: 'yes',
      },
      player: { ...offers.player, id_team: offers.player.id_team.id },
    };
    const before = await balance(L.buyer.id);
    await call(L.admin, 'POST', '/confirm-offer', R.MessageRead, body);
    expect(await balance(L.buyer.id)).toBe(before - 12_000_000);
    const lateralOffers = await call(L.admin, 'GET', `/clausulas/${lateral.id}`, R.PlayerOffersRead);
    const open = lateralOffers.offers[0]!;
    const close = { id: open.id, active: 'no', id_team: open.id_team, total_value: open.total_value };
    await call(L.admin, 'PUT', `/cerrar-oferta/${open.id}`, R.MessageRead, close);
  });

  it('bets: create, list, read, place by odd, confirm once while PUT /users/{id} writes the payout too, deactivate', async () => {
    const matchBet = {
      match: 'Rojos vs Azules',
      description: 'Fecha 3',
      home_odd: '1.85',
      away_odd: '2.10',
      draw_odd: '3.00',
      under: '1.50',
      over: '2.45',
      created_by: 1,
    };
    await call(L.admin, 'POST', '/bets', R.MessageRead, matchBet, 201);
    await call(
      L.admin,
      'POST',
      '/singlebet',
      R.MessageRead,
      { name: 'Goleador', description: 'Marca', goal_odd: '2.50', card_odd: '4.00', created_by: 1 },
      201,
    );
    const bets = await call(L.rival, 'GET', '/bets?page=1', R.page(R.MatchBetRead));
    const singles = await call(L.rival, 'GET', '/singlebet?page=1', R.page(R.PlayerBetRead));
    await call(L.rival, 'GET', `/bets/${bets.data[0]!.id}`, R.one(R.MatchBetRead));
    await call(L.rival, 'GET', `/singlebet/${singles.data[0]!.id}`, R.one(R.PlayerBetRead));
    const staked = await balance(L.rival.id);
    const place = {
      id_user: L.buyer.id,
      id_bet: bets.data[0]!.id,
      id_playerbet: null,
      amount: 1_000_000,
      selected_option: 1.85,
    };
    await call(L.rival, 'POST', '/apuesta/jugador', R.MessageRead, place, 201);
    const mine = await call(L.admin, 'GET', '/bet_user', R.list(R.UserBetRead));
    expect(mine.data[0]).toMatchObject({ id_user: L.rival.id, selected_option: '1.85', confirmed: 'no' });
    // Its form keeps both selects filled: both ids arrive, and the odd (home of bet 1) names the bet.
    expect([bets.data[0]!.id, singles.data[0]!.id]).toEqual([1, 1]);
    const buyerBefore = await balance(L.buyer.id);
    const fromForm = { id_user: 3, id_bet: 1, amount: 5000000, selected_option: 1.85, id_playerbet: 1 };
    await call(L.buyer, 'POST', '/apuesta/jugador', R.MessageRead, fromForm, 201);
    const placed = await call(L.admin, 'GET', '/bet_user', R.list(R.UserBetRead));
    expect(placed.data.find((b) => b.id_user === L.buyer.id)).toMatchObject({
      id_bet: 1,
      id_playerbet: null,
      selected_option: '1.85',
      amount: 5_000_000,
    });
    expect(await balance(L.buyer.id)).toBe(buyerBefore - 5_000_000);
    // The client confirms and, at the same moment, writes "old balance + payout" into the user.
    const user = (
      await ctx.request(L.admin.token, { method: 'GET', url: `/api/users/${L.rival.id}` })
    ).json();
    await Promise.all([
      call(L.admin, 'PUT', `/apuesta/usuario/${bets.data[0]!.id}/${L.rival.id}`, R.MessageRead),
      call(L.admin, 'PUT', `/users/${L.rival.id}`, R.MessageRead, {
        ...user,
        profits: user.profits + 1_850_000,
      }),
    ]);
    expect(await balance(L.rival.id)).toBe(staked - 1_000_000 + 1_850_000);
    await call(L.admin, 'PUT', `/bets/${bets.data[0]!.id}`, R.MessageRead, { active: 'off' });
    const after = await call(L.rival, 'GET', '/bets?page=1', R.page(R.MatchBetRead));
    expect(after.data.find((b) => b.id === bets.data[0]!.id)?.active ?? 'off').toBe('off');
    await ctx.expectLedgerBalanced();
  });

  it('auctions: POST /auctions opens and bids, player rows as bare arrays, confirm by the latest bid id', async () => {
    const post = (amount: number, by: { id: number }) => ({
      id_player: libre.id,
      id_team: freeTeam.id,
      amount,
      created_by: by.id,
      auctioned_by: by.id,
      status: 'active',
      id_season: 59,
    });
    const opened = await call(L.buyer, 'POST', '/auctions', R.AuctionRowRead, post(10_000_000, L.buyer), 201);
    expect(opened.amount).toBe(10_000_000);
    await call(L.rival, 'POST', '/auctions', R.AuctionRowRead, post(11_000_000, L.rival), 201);
    const rows = await call(
      L.buyer,
      'GET',
      `/auctions/player/${libre.id}?season=${L.season.id}`,
      R.AuctionRowRead.array(),
    );
    expect(rows.map((r) => [r.amount, r.auctioneer.id])).toEqual([
      [11_000_000, L.rival.id],
      [10_000_000, L.buyer.id],
    ]);
    const last = await call(
      L.buyer,
      'GET',
      `/auction/last?id_season=${L.season.id}`,
      R.LastAuctionRead.array(),
    );
    expect(last.map((r) => [r.player.name, r.amount, r.creator.id])).toEqual([
      ['Libre', 11_000_000, L.rival.id],
    ]);
    ctx.clock.advance(25 * HOUR);
    const before = await balance(L.rival.id);
    const confirm = { id_team: L.rivalTeam.id, id_player: libre.id, id_auctioned: L.rival.id };
    await call(L.admin, 'POST', `/auction/confirm/${rows[0]!.id}`, R.MessageRead, confirm);
    expect(await balance(L.rival.id)).toBe(before - 11_000_000);
  });

  it('GET /traspasos with confirmed yes/no', async () => {
    const history = await call(L.buyer, 'GET', `/traspasos?season=${L.season.id}`, R.page(R.TransferRead));
    expect(history.data.map((t) => [t.transferred_players, t.confirmed])).toEqual([['Volante', 'yes']]);
  });

  it('competition: tournaments, the fixture filled by POST /matches, games, statistics, standings', async () => {
    const extra = [await L.kit.team({ name: 'Tercero FC' }), await L.kit.team({ name: 'Cuarto FC' })];
    const teamIds = [L.buyerTeam.id, L.rivalTeam.id, ...extra.map((t) => t.id)];
    const tournament = {
      name: 'Primera T59',
      start_date: '2026-03-01',
      end_date: '2026-06-30',
      season_id: L.season.id,
      type: 'PD',
    };
    await call(L.admin, 'POST', '/tournaments', R.MessageRead, { ...tournament, team_ids: teamIds }, 201);
    const tournaments = await call(
      L.buyer,
      'GET',
      `/tournaments?season=${L.season.id}`,
      R.list(R.TournamentRead),
    );
    const t = tournaments.data.find((x) => x.season.id === L.season.id)!;
    await call(L.admin, 'POST', `/tournaments/${t.id}/fixture`, R.MessageRead, {}, 201);
    const fixture = await call(L.buyer, 'GET', `/matches?tournament_id=${t.id}`, R.list(R.MatchRead));
    const slot = fixture.data.find((m) => m.team_home.id === L.buyerTeam.id)!;
    // The client names the pairing in the other order: the fixture's match is filled, not duplicated.
    const result = {
      team_home_id: slot.team_away.id,
      team_away_id: slot.team_home.id,
      tournament_id: t.id,
      score_home: 0,
      score_away: 2,
      stage: slot.stage,
    };
    await call(L.buyer, 'POST', '/matches', R.MessageRead, result, 201);
    const game = await call(L.buyer, 'GET', `/games/${slot.id}`, R.one(R.MatchRead));
    expect([game.data.score_home, game.data.score_away]).toEqual([2, 0]);
    const all = await call(L.buyer, 'GET', '/matches', R.list(R.MatchRead));
    expect(all.data).toHaveLength(fixture.data.length);

    const squads = await call(
      L.buyer,
      'GET',
      `/players-teams?id_team=${slot.team_home.id},${slot.team_away.id}`,
      R.list(R.PlayerRead.pick({ id: true, name: true })),
    );
    const scorer = squads.data.find((p) => p.name === 'Suplente')!;
    const line = {
      player_id: scorer.id,
      tournament_id: t.id,
      user_id: 999,
      match_id: slot.id,
      goals: 2,
      assists: 0,
      yellow_cards: 1,
      red_cards: 0,
      simple_injuries: 0,
      serious_injuries: 0,
      mvp: true,
    };
    await call(L.buyer, 'POST', '/match-statistics', R.MessageRead, { statistics: [line] });
    await call(L.buyer, 'GET', `/match-statistics?match_id=${slot.id}`, R.list(R.StatisticRowRead));
    await call(L.buyer, 'GET', `/match-statistics?tournament_id=${t.id}`, R.list(R.StatisticRowRead));
    const team = await call(
      L.rival,
      'GET',
      `/match-statistics/team/${L.buyerTeam.id}`,
      R.list(R.StatisticRowRead),
    );
    expect(
      team.data.map((r) => [
        r.player_id.name,
        r.goals,
        r.yellow_cards,
        r.match_id.stage,
        r.tournament_id.format,
      ]),
    ).toEqual([['Suplente', 2, 1, slot.stage, 'PD']]);
    const table = await call(L.buyer, 'GET', `/standings?tournament_id=${t.id}`, R.list(R.StandingRead));
    expect(table.data.map((r) => r.team.name).sort()).toEqual([
      'Compradores FC',
      'Cuarto FC',
      'Rivales CF',
      'Tercero FC',
    ]);
    await call(L.admin, 'PUT', `/matches/${slot.id}`, R.MessageRead, { id: slot.id, status: 'pending' });
    expect((await call(L.buyer, 'GET', `/games/${slot.id}`, R.one(R.MatchRead))).data.status).toBe('pending');
  });

  it('POST /prizes with the list the client sends, GET /create-prizes as {data}', async () => {
    const tournaments = await call(
      L.admin,
      'GET',
      `/tournaments?season=${L.season.id}`,
      R.list(R.TournamentRead),
    );
    const t = tournaments.data.find((x) => x.season.id === L.season.id)!;
    const prize = {
      tournament_id: t.id,
      team_id: L.buyerTeam.id,
      amount: 2_500_000,
      position: '1°',
      description: 'Campeón',
    };
    const before = await balance(L.buyer.id);
    await call(L.admin, 'POST', '/prizes', R.MessageRead, { prizes: [prize] });
    expect(await balance(L.buyer.id)).toBe(before + 2_500_000);
    await call(L.admin, 'GET', '/create-prizes', R.list(R.PrizeTableRead));
  });
});
