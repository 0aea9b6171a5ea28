// The calls of `npm run test:soak` (scripts/soak.mjs): what the league's client and its users send in a
// busy hour, over every feature, against a running server with the demo league. Refusals (4xx) are
// part of the traffic — an offer that is no longer the highest, a bet on a closed match, the
// assistant's per-minute limit — so the soak counts them; a 5xx or a dropped connection is a failure.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

export const DEMO_PASSWORD = 'password123';

/** fetch with the bearer token; every answer is counted by status. */
export function client(base) {
  const statuses = {};
  const failures = [];
  let calls = 0;
  async function call(token, method, url, body, form) {
    calls++;
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    if (body) headers['content-type'] = 'application/json';
    try {
      const res = await fetch(`${base}/api${url}`, {
        method,
        headers,
        body: form ?? (body ? JSON.stringify(body) : undefined),
      });
      const text = await res.text();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status >= 500) failures.push(`${method} ${url}: ${res.status} ${text.slice(0, 200)}`);
      let json = null;
      try {
        json = JSON.parse(text);
      } catch {
        // an export (CSV) or an empty answer
      }
      return { status: res.status, json };
    } catch (error) {
      failures.push(`${method} ${url}: ${error.cause?.code ?? error.message}`);
      return { status: 0, json: null };
    }
  }
  return { call, statuses, failures, calls: () => calls };
}

/** A live stream of auction events (a ticket first, as the web's EventSource does); ends counted. */
export async function openStream(api, base, token) {
  const { json } = await api.call(token, 'POST', '/auctions/events/ticket');
  const stream = { events: 0, ended: false, done: null };
  stream.done = new Promise((resolve) => {
    const req = http.get(`${base}/api/auctions/events?ticket=${json?.ticket}`, (res) => {
      res.on('data', (chunk) => (stream.events += (String(chunk).match(/^event: /gm) ?? []).length));
      res.on('close', () => resolve((stream.ended = true)));
    });
    req.on('error', () => resolve((stream.ended = true)));
  });
  return stream;
}

const pick = (list, n) => list[n % list.length];

export async function signIn(api, email) {
  const { status, json } = await api.call(undefined, 'POST', '/login', { email, password: DEMO_PASSWORD });
  if (status !== 200) throw new Error(`login ${email}: ${status}`);
  return { email, token: json.token, id: json.user.id };
}

/** Reads of every screen: lists, the dashboard, competition, market, bets, rule book, assistant. */
const READS = [
  '/user',
  '/dashboard',
  '/config',
  '/season',
  '/seasons/start',
  '/players?page=2',
  '/players?all=true',
  '/players/filter-by-division',
  '/playername?name=Mar',
  '/teams',
  '/teams/objectives',
  '/standings',
  '/standings/table',
  '/statistics/top',
  '/tournaments',
  '/matches',
  '/auctions',
  '/auction/last',
  '/offers',
  '/misofertas',
  '/ofertas-confirmadas',
  '/clausula_rescision?all=true',
  '/transferencia_pendiente',
  '/traspasos',
  '/bets?page=1',
  '/singlebet?page=1',
  '/bet_user/mine',
  '/plantel',
  '/rulebook',
  '/rulebook/search?q=subasta',
  '/chatbot',
  '/ocr/screenshots',
  '/players/export',
];
const QUESTIONS = [
  '¿Cuánto presupuesto tengo?',
  '¿Quién va primero en Primera?',
  '¿Cuándo se revelan las ofertas?',
  '¿Qué jugadores están suspendidos?',
  '¿Quién es el goleador?',
  '¿Cómo funciona una subasta?',
];

/** One round: every actor reads, and the managers write on the market, the bets and the assistant. */
export async function round(api, people, n) {
  const { admin, managers, visitor } = people;
  const me = pick(managers, n);
  const rival = pick(managers, n + 1);
  const work = READS.map((url, i) => api.call(pick([admin, ...managers, visitor], n + i).token, 'GET', url));
  work.push(api.call(me.token, 'POST', '/chatbot', { content: pick(QUESTIONS, n) }));
  work.push(api.call(undefined, 'POST', '/login', { email: me.email, password: 'no-es-la-clave' }));
  work.push(api.call(admin.token, 'GET', `/users/${me.id}/movements`));
  const [auctions, players, bets] = await Promise.all([
    api.call(me.token, 'GET', '/auctions'),
    api.call(me.token, 'GET', `/teams/${rival.team}`),
    api.call(me.token, 'GET', '/bets?page=1'),
    ...work,
  ]);
  const writes = [];
  for (const auction of (auctions.json?.data ?? []).filter((a) => a.open).slice(0, 2)) {
    writes.push(api.call(me.token, 'POST', `/auctions/${auction.id}/bids`, { amount: auction.min_next_bid }));
    writes.push(api.call(me.token, 'GET', `/auctions/player/${auction.id_player}`));
  }
  const target = pick(players.json?.players ?? [], n);
  if (target) {
    writes.push(api.call(me.token, 'GET', `/players/${target.id}/scouting`));
    writes.push(api.call(me.token, 'GET', `/clausulas/${target.id}`));
    writes.push(
      api.call(me.token, 'POST', '/clausula_rescision', {
        id_player: target.id,
        id_team: rival.team,
        value: target.value + 1_000_000 * (n % 5),
        other_players: [],
      }),
    );
  }
  const bet = pick(bets.json?.data ?? [], n);
  if (bet) {
    const option = pick(['home', 'away', 'draw', 'under', 'over'], n);
    writes.push(
      api.call(me.token, 'POST', '/apuesta/jugador', { id_bet: bet.id, option, amount: 1_000_000 }),
    );
  }
  writes.push(proposeAndWithdraw(api, me, rival, n));
  await Promise.all(writes);
}

/** A manager proposes a swap to another and takes it back (or the other turns it down). */
async function proposeAndWithdraw(api, me, rival, n) {
  const mine = await api.call(me.token, 'GET', `/teams/${me.team}`);
  const player = pick(mine.json?.players ?? [], n);
  if (!player) return;
  const sent = await api.call(me.token, 'POST', '/transfer', {
    id_team_from: me.team,
    id_team_to: rival.team,
    players: [player.id],
    budget: 0,
  });
  const id = sent.json?.transfer?.id;
  if (!id) return;
  if (n % 2) await api.call(rival.token, 'POST', `/transferencia_rechazada/${id}`);
  else await api.call(me.token, 'POST', `/transferencia_cancelada/${id}`);
}

/** Staff work after the clock crossed market windows: reveal, confirm winners, close auctions. */
export async function staffRound(api, people) {
  const { admin } = people;
  const offers = await api.call(admin.token, 'GET', '/offers');
  for (const row of (offers.json?.data ?? []).filter((o) => o.revealed && !o.confirmed).slice(0, 2)) {
    const board = await api.call(admin.token, 'GET', `/clausulas/${row.player.id}`);
    const winner = board.json?.offers?.find((o) => o.active === 'yes');
    if (winner) await api.call(admin.token, 'POST', '/confirm-offer', { offer: { id: winner.id } });
  }
  const auctions = await api.call(admin.token, 'GET', '/auctions');
  for (const auction of (auctions.json?.data ?? []).filter((a) => !a.open && !a.winner).slice(0, 2))
    await api.call(admin.token, 'POST', `/auctions/${auction.id}/confirm`);
}

/** A screenshot sent for recognition (tesseract.js worker threads), the way the upload page sends it. */
export async function recognise(api, root, token) {
  const matches = await api.call(token, 'GET', '/matches');
  const match = matches.json?.data?.[0];
  if (!match) return { status: 0 };
  const shot = path.join(root, 'bench/ocr/fixtures/37-pair-home-1280x720.jpg');
  const form = new FormData();
  form.append('image', new Blob([fs.readFileSync(shot)], { type: 'image/jpeg' }), path.basename(shot));
  return api.call(token, 'POST', `/ocr/process?matchId=${match.id}`, undefined, form);
}
