/**
 * Load test of a live auction on PostgreSQL (the quality bar): two server instances on one
 * throwaway PostgreSQL, 100 live event streams split between them, 20 managers bidding against each
 * other as fast as they can. Checks that every stream saw every accepted bid exactly once (none
 * lost, none duplicated), that the bid history holds exactly the accepted bids, that the Admin's
 * confirmation (sent twice at once) pays once, and that the budget ledger balances.
 * Run: npm run bench:auction [seconds of bidding, default 20]
 * Ports: PORT_BENCH (default 3168 and 3169), PGPORT (default 55449).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ledgerMismatches, openDb } from '@liga/db';
import { buildServer, root, serverIsStale } from '../scripts/build-server.mjs';
import { openSse, startServer, throwawayPg, untilReady } from './load-kit';

const SECONDS = Number(process.argv[2] ?? 20);
const STREAMS = 100;
const BIDDERS = 20;
const PORTS = [Number(process.env.PORT_BENCH ?? 3168), Number(process.env.PORT_BENCH ?? 3168) + 1];
const bases = PORTS.map((p) => `http://127.0.0.1:${p}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (xs: number[], q: number) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]! : NaN;

async function call<T>(base: string, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as T };
}

const login = async (email: string) =>
  (
    await call<{ token: string }>(bases[0]!, 'POST', '/api/login', undefined, {
      email,
      password: 'password123',
    })
  ).body.token;

interface Stream {
  seen: { auctionId: number; bidId: number; at: number }[];
  close: () => void;
}

/**
 * A live event stream on one instance, keeping every bid event with its arrival time. The auction's
 * own are picked after the run: its opening bid's event may arrive before its POST answers.
 */
async function openStream(base: string, token: string): Promise<Stream> {
  const seen: Stream['seen'] = [];
  const { close } = await openSse(`${base}/api/auctions/events?token=${token}`, 'bid', (event) => {
    const data = event as { auction_id: number; bid_id: number };
    seen.push({ auctionId: data.auction_id, bidId: data.bid_id, at: performance.now() });
  });
  return { seen, close };
}

const start = (port: number, databaseUrl: string) =>
  startServer('auction-load', port, databaseUrl, {
    SEED_DEMO: 'true',
    ENABLE_TEST_ROUTES: 'true',
    AUTH_RATE_LIMIT: '100000',
    DATABASE_POOL_SIZE: '20',
  });

if (serverIsStale()) await buildServer();
const pg = throwawayPg('55449');
const databaseUrl = pg.databaseUrl;
const servers = PORTS.map((port) => start(port, databaseUrl));
let failed: boolean | undefined; // set once every check has run
try {
  for (const base of bases) await untilReady(base, 600);

  // 20 managers with budgets far above what the auction can reach (an Admin adjustment, ledgered).
  const admin = await login('admin@liga.test');
  const users = (
    await call<{ data: { id: number; email: string; rol: string }[] }>(
      bases[0]!,
      'GET',
      '/api/users?all=true',
      admin,
    )
  ).body.data;
  const managers = users.filter((u) => u.rol.startsWith('Manager')).slice(0, BIDDERS);
  const bidders = await Promise.all(
    managers.map(async (m) => {
      const r = await call(bases[0]!, 'PUT', `/api/users/${m.id}`, admin, {
        adjustment: 50_000_000_000,
        adjustment_note: 'carga',
      });
      if (r.status !== 200) throw new Error(`adjustment ${r.status}`);
      return { ...m, token: await login(m.email) };
    }),
  );

  let auctionId: number | null = null;
  const streams = await Promise.all(
    Array.from({ length: STREAMS }, (_, i) => openStream(bases[i % 2]!, bidders[i % BIDDERS]!.token)),
  );
  await sleep(500);

  const team = (
    await call<{ players: { id: number; value: number }[] }>(bases[0]!, 'GET', '/api/teams/61', admin)
  ).body;
  const player = team.players.sort((a, b) => a.value - b.value)[0]!;
  type Placed = {
    message: string;
    auction: { id: number; min_next_bid: number };
    bid: { id: number; amount: number };
  };
  const sentAt = new Map<number, number>();
  const t0 = performance.now();
  const opened = await call<Placed>(bases[0]!, 'POST', '/api/auctions', bidders[0]!.token, {
    id_player: player.id,
  });
  if (opened.status !== 201) throw new Error(`auction ${opened.status} ${JSON.stringify(opened.body)}`);
  auctionId = opened.body.auction.id;
  const accepted = new Map<number, number>([[opened.body.bid.id, opened.body.bid.amount]]);
  sentAt.set(opened.body.bid.id, t0);
  let minNext = opened.body.auction.min_next_bid;
  let rejected = 0;
  const bidLatency: number[] = [];

  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    bidders.map(async (bidder, i) => {
      const base = bases[i % 2]!;
      while (Date.now() < deadline) {
        const started = performance.now();
        const r = await call<Placed>(base, 'POST', `/api/auctions/${auctionId}/bids`, bidder.token, {
          amount: minNext,
        });
        bidLatency.push(performance.now() - started);
        if (r.status === 201) {
          accepted.set(r.body.bid.id, r.body.bid.amount);
          sentAt.set(r.body.bid.id, started);
          minNext = Math.max(minNext, r.body.auction.min_next_bid);
        } else if (r.status === 422) {
          rejected += 1;
          const now = await call<{ min_next_bid: number }>(
            base,
            'GET',
            `/api/auctions/${auctionId}`,
            bidder.token,
          );
          minNext = Math.max(minNext, now.body.min_next_bid);
        } else throw new Error(`bid ${r.status} ${JSON.stringify(r.body)}`);
      }
    }),
  );
  await sleep(3000);
  for (const s of streams) s.close();

  // Every stream: every accepted bid once.
  let lost = 0;
  let duplicated = 0;
  const delivery: number[] = [];
  for (const s of streams) {
    const own = s.seen.filter((e) => e.auctionId === auctionId);
    const ids = own.map((e) => e.bidId);
    duplicated += ids.length - new Set(ids).size;
    for (const id of accepted.keys()) if (!ids.includes(id)) lost += 1;
    for (const e of own) delivery.push(e.at - (sentAt.get(e.bidId) ?? e.at));
  }
  // A bare array, as the league's client reads it (decision 033).
  const history = (await call<{ id: number }[]>(bases[1]!, 'GET', `/api/auctions/player/${player.id}`, admin))
    .body;
  const historyMatches = history.length === accepted.size && history.every((b) => accepted.has(b.id));

  // Close: 25 h later the Admin confirms twice at once; the winner pays once.
  await call(bases[0]!, 'POST', '/api/test/clock', admin, { advance_ms: 25 * 3600_000 });
  const [winnerId, top] = [...accepted].sort((a, b) => b[1] - a[1])[0]!;
  const before = (
    await call<{ data: { id: number; profits: number }[] }>(bases[0]!, 'GET', '/api/users?all=true', admin)
  ).body.data;
  const confirmations = await Promise.all(
    // The league client's call names one of the auction's bid rows (decision 012), here the winning one.
    [1, 2].map(() => call(bases[0]!, 'POST', `/api/auction/confirm/${winnerId}`, admin)),
  );
  for (const c of confirmations)
    if (c.status !== 200)
      console.log(`confirmación ${c.status}: ${(c.body as { message?: string }).message}`);
  const after = (
    await call<{ data: { id: number; profits: number }[] }>(bases[0]!, 'GET', '/api/users?all=true', admin)
  ).body.data;
  const paid = before
    .map((u) => u.profits - after.find((a) => a.id === u.id)!.profits)
    .filter((d) => d !== 0);
  const db = await openDb({ databaseUrl, poolSize: 1, migrate: false });
  const mismatches = await ledgerMismatches(db.db);
  await db.close();

  const report = {
    streams: STREAMS,
    bidders: BIDDERS,
    'seconds of bidding': SECONDS,
    'accepted bids (incl. opening)': accepted.size,
    'rejected bids (outbid meanwhile)': rejected,
    'events delivered': delivery.length,
    'events lost': lost,
    'events duplicated': duplicated,
    'bid history = accepted bids': historyMatches,
    'bid request p50/p99 ms': `${quantile(bidLatency, 0.5).toFixed(0)} / ${quantile(bidLatency, 0.99).toFixed(0)}`,
    'bid → event p50/p99 ms': `${quantile(delivery, 0.5).toFixed(0)} / ${quantile(delivery, 0.99).toFixed(0)}`,
    'confirmations (200, 422…)': confirmations.map((c) => c.status).join(', '),
    'budgets changed by confirmation': paid.join(', '),
    'winning bid': `${top} (bid ${winnerId})`,
    'ledger mismatches': mismatches.length,
    load: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  };
  console.table(report);
  failed =
    lost > 0 ||
    duplicated > 0 ||
    !historyMatches ||
    mismatches.length > 0 ||
    paid.length !== 1 ||
    paid[0] !== top ||
    confirmations.filter((c) => c.status === 200).length !== 1;
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'bench/results', `auction-load-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
    JSON.stringify(report, null, 2),
  );
} finally {
  await Promise.all(
    servers.map((s) => {
      const exited = new Promise((resolve) => s.on('exit', resolve));
      s.kill('SIGTERM');
      return exited;
    }),
  );
  pg.stop();
}
console.log(
  failed ? 'FALLÓ: ver la tabla.' : 'OK: ningún evento perdido ni duplicado, libro mayor en orden.',
);
process.exit(failed !== false ? 1 : 0);
