/**
 * Load test of live notifications on PostgreSQL (decisions 036 and 040): two server instances on one
 * throwaway PostgreSQL, 2,000 users each with one notification stream (spread over both instances),
 * then a burst of 500 market events (`outbid`, 4 recipients each) written through the outbox, each in
 * its own transaction, all at once. Checks that every stream got its own notifications exactly once
 * (none lost, none duplicated, none for someone else) and reports commit → delivery p50/p99 (bar:
 * p99 < 200 ms) and each instance's memory per open stream (RSS before and after opening them).
 * Run: npm run bench:notifications   Ports: PORT_BENCH (default 3172 and 3173), PGPORT (default 55452).
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb, userTokens, users } from '@liga/db';
import { emitEvent } from '../apps/api/src/features/notifications/outbox';
import { hashToken, newToken } from '../apps/api/src/lib/tokens';
import { buildServer, root, serverIsStale } from '../scripts/build-server.mjs';
import { openSse, startServer, throwawayPg, untilReady } from './load-kit';

const USERS = 2_000;
const EVENTS = 500;
const PER_EVENT = (USERS * 1) / EVENTS; // each user receives exactly one notification
const PORTS = [Number(process.env.PORT_BENCH ?? 3172), Number(process.env.PORT_BENCH ?? 3172) + 1];
const bases = PORTS.map((p) => `http://127.0.0.1:${p}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (xs: number[], q: number) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]! : NaN;
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

const start = (port: number, databaseUrl: string) =>
  startServer('notifications-bench', port, databaseUrl, { SEED_DEMO: 'false', DATABASE_POOL_SIZE: '10' });

interface Stream {
  userId: number;
  instance: number;
  got: { auction: number; at: number }[];
  close: () => void;
}

/** One user's notification stream: a ticket (bearer token) then the SSE, keeping each arrival time. */
async function openStream(base: string, instance: number, userId: number, token: string): Promise<Stream> {
  const res = await fetch(`${base}/api/notifications/events/ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) throw new Error(`ticket ${res.status} ${await res.text()}`);
  const { ticket } = (await res.json()) as { ticket: string };
  const got: Stream['got'] = [];
  const url = `${base}/api/notifications/events?ticket=${encodeURIComponent(ticket)}`;
  const { close } = await openSse(url, 'notification', (data) => {
    const { link } = data as { link: string };
    got.push({ auction: Number(/(\d+)$/.exec(link)![1]), at: performance.now() });
  });
  return { userId, instance, got, close };
}

/** Runs `fn` over `items`, `width` at a time. */
async function pool<T, R>(items: T[], width: number, fn: (item: T, i: number) => Promise<R>) {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
}

if (serverIsStale()) await buildServer();
const pg = throwawayPg('55452');
const databaseUrl = pg.databaseUrl;
// The first instance migrates; the second starts once it is ready.
const servers: ChildProcess[] = [];
let failed: boolean | undefined;
try {
  for (const [i, base] of bases.entries()) {
    servers.push(start(PORTS[i]!, databaseUrl));
    await untilReady(base, 900);
  }
  const handle = await openDb({ databaseUrl, poolSize: 10, migrate: false });
  const db = handle.db;

  // 2,000 managers with a session each, written directly (logging in 2,000 times measures argon2).
  const stamp = Date.now();
  const made = await db
    .insert(users)
    .values(
      Array.from({ length: USERS }, (_, i) => ({
        name: `Banco ${i}`,
        email: `banco-${stamp}-${i}@liga.test`,
        passwordHash: 'sin-clave',
        rol: 'Manager Primera' as const,
      })),
    )
    .returning({ id: users.id });
  const now = new Date();
  const tokens = made.map(() => newToken());
  await db.insert(userTokens).values(
    made.map((u, i) => ({
      userId: u.id,
      tokenHash: hashToken(tokens[i]!),
      createdAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
    })),
  );

  const rssBefore = servers.map((s) => rssMb(s.pid!));
  const opening = performance.now();
  const streams = await pool(made, 50, (u, i) => openStream(bases[i % 2]!, i % 2, u.id, tokens[i]!));
  const openSeconds = (performance.now() - opening) / 1000;
  await sleep(2000);
  const rssAfter = servers.map((s) => rssMb(s.pid!));
  const perInstance = [0, 1].map((k) => streams.filter((s) => s.instance === k).length);
  const perStreamKb = [0, 1].map((k) => ((rssAfter[k]! - rssBefore[k]!) * 1024) / perInstance[k]!);

  // The burst: 500 outbid events at once, each in its own transaction; its commit time is kept.
  const committedAt = new Map<number, number>();
  const burst = performance.now();
  await Promise.all(
    Array.from({ length: EVENTS }, async (_, e) => {
      const recipients = made.slice(e * PER_EVENT, (e + 1) * PER_EVENT).map((u) => u.id);
      await db.transaction((tx) =>
        emitEvent(tx, {
          kind: 'outbid',
          recipients,
          data: { player_id: e + 1, player_name: `Jugador ${e}`, auction_id: e + 1, amount: 1_000_000 },
        }),
      );
      committedAt.set(e + 1, performance.now());
    }),
  );
  const burstMs = performance.now() - burst;
  const expected = (i: number) => Math.floor(i / PER_EVENT) + 1;
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (streams.every((s) => s.got.length >= 1)) break;
    await sleep(250);
  }
  await sleep(1500); // late duplicates would arrive meanwhile
  for (const s of streams) s.close();

  let lost = 0;
  let duplicated = 0;
  let foreign = 0;
  const delivery: number[] = [];
  for (const [i, s] of streams.entries()) {
    const mine = s.got.filter((g) => g.auction === expected(i));
    if (mine.length === 0) lost += 1;
    duplicated += Math.max(0, mine.length - 1);
    foreign += s.got.length - mine.length;
    for (const g of mine) delivery.push(g.at - committedAt.get(g.auction)!);
  }
  await handle.close();

  const report = {
    'streams (instance 1 / 2)': `${USERS} (${perInstance.join(' / ')})`,
    'seconds to open them': openSeconds.toFixed(1),
    'events (recipients each)': `${EVENTS} (${PER_EVENT})`,
    'burst written in ms': burstMs.toFixed(0),
    'notifications delivered': delivery.length,
    lost,
    duplicated,
    'for someone else': foreign,
    'commit → delivery p50 / p99 / max ms': `${quantile(delivery, 0.5).toFixed(0)} / ${quantile(delivery, 0.99).toFixed(0)} / ${Math.max(...delivery).toFixed(0)}`,
    'RSS MB before → after streams': rssBefore
      .map((b, k) => `${b.toFixed(0)} → ${rssAfter[k]!.toFixed(0)}`)
      .join(', '),
    'memory per stream KB (instance 1, 2)': perStreamKb.map((k) => k.toFixed(1)).join(', '),
    'load (1, 5, 15 min)': os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  };
  console.table(report);
  const out = path.join(
    root,
    'bench/results',
    `notifications-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  fs.writeFileSync(
    out,
    JSON.stringify({ ...report, uptime: execFileSync('uptime').toString().trim() }, null, 2),
  );
  console.log(`escrito ${path.relative(root, out)}`);
  failed = lost > 0 || duplicated > 0 || foreign > 0 || quantile(delivery, 0.99) >= 200;
} finally {
  for (const s of servers) s.kill('SIGTERM');
  await sleep(1000);
  pg.stop();
}
process.exit(failed === false ? 0 : 1);
