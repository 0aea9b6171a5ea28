/**
 * Player list and name search at scale: 20,000 players across 200 teams in a fresh in-memory PGlite,
 * requests through app.inject (no network). Run: npx tsx bench/players.ts [requests per route]
 */
import { sql } from 'drizzle-orm';
import { BENCH_PASSWORD, benchApp } from './bench-app';
import { measure, type BenchRoute } from './latency';
// mulberry32, the demo seed's own: the same league and the same requests on every run.
import { random } from '../packages/db/src/seed-random';
// The demo seed's names, so the benchmark searches names a league really has.
import { FIRST_NAMES, LAST_NAMES } from '../packages/db/src/seed-data';
import { openDb, players, teams, users } from '@liga/db';
import { hashPassword } from '../apps/api/src/lib/passwords';

const PLAYERS = 20_000;
const TEAMS = 200;
const REQUESTS = Number(process.argv[2] ?? 300);
const rnd = random(20_000);
const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));

const started = performance.now();
const handle = await openDb({ dataDir: 'memory://' });
const { db } = handle;
const [manager] = await db
  .insert(users)
  .values({
    name: 'Bench',
    email: 'bench@liga.test',
    rol: 'Manager Primera',
    passwordHash: await hashPassword(BENCH_PASSWORD),
  })
  .returning();
const teamRows = await db
  .insert(teams)
  .values(
    Array.from({ length: TEAMS }, (_, i) => ({
      name: `Club ${i + 1}`,
      division: i < 14 ? ('Primera' as const) : i < 28 ? ('Segunda' as const) : null,
      idUser: i === 0 ? manager!.id : null,
    })),
  )
  .returning({ id: teams.id });
const names: string[] = [];
for (let i = 0; i < PLAYERS; i += 1000) {
  const batch = Array.from({ length: Math.min(1000, PLAYERS - i) }, (_, j) => {
    const age = int(16, 36);
    const ca = int(60, 185);
    const name = `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}${rnd() < 0.3 ? ` ${pick(LAST_NAMES)}` : ''}`;
    names.push(name);
    return {
      name,
      age,
      ca,
      pa: Math.min(200, ca + int(0, 30)),
      value: ca * 100_000,
      status: rnd() < 0.4 ? ('registrado' as const) : ('' as const),
      idTeam: teamRows[(i + j) % TEAMS]!.id,
    };
  });
  await db.insert(players).values(batch);
}
const { app, login } = await benchApp(db);
const headers = await login('bench@liga.test');
console.log(
  `seeded ${PLAYERS} players in ${TEAMS} teams in ${((performance.now() - started) / 1000).toFixed(1)} s; ${REQUESTS} requests per route\n`,
);

const lastPage = Math.ceil(PLAYERS / 15);
const fragment = () => {
  const name = pick(names).toLowerCase();
  const length = int(2, 5);
  const at = int(0, Math.max(0, name.length - length));
  return name.slice(at, at + length);
};
const routes: BenchRoute[] = [
  ['GET /api/players?page=N', () => `/api/players?page=${int(1, lastPage)}`, REQUESTS],
  ['GET /api/playername?name=…', () => `/api/playername?name=${encodeURIComponent(fragment())}`, REQUESTS],
  [
    'GET /api/players/filter-by-division?page=N',
    () => `/api/players/filter-by-division?page=${int(1, 1100)}`,
    REQUESTS,
  ],
  ['GET /api/teams/objectives', () => '/api/teams/objectives', Math.min(REQUESTS, 100)],
  ['GET /api/plantel', () => '/api/plantel', Math.min(REQUESTS, 100)],
];

// PGlite runs no autovacuum, so a freshly filled table has no planner statistics until ANALYZE.
console.log('fresh tables (no planner statistics):');
console.table(await measure(app, headers, routes, REQUESTS));
await db.execute(sql`analyze`);
console.log('after ANALYZE:');
console.table(await measure(app, headers, routes, REQUESTS));
await app.close();
await handle.close();
