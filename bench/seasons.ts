/**
 * Season history at scale (decision 030): 50 closed seasons, 100,000 players and about 1,000,000
 * statistic rows on a throwaway PostgreSQL (scripts/pg-throwaway.sh, port PGPORT, default 55498),
 * requests through app.inject (no network). Two passes: as served (the derived caches kept between
 * requests, as between two writes of a live league) and cold (every cache version bumped before each
 * request, so each answer is computed from the tables). The target: p99 under 50 ms for the season
 * summary, a team's trophy cabinet and every list page.
 * Run: npm run bench:seasons [requests per route, default 200]
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { openDb, type Db } from '@liga/db';
import { hashPassword } from '../apps/api/src/lib/passwords';
import { random } from '../packages/db/src/seed-random';
import { BENCH_PASSWORD, benchApp } from './bench-app';
import { CLOSED_SEASONS, SQUAD, TEAMS, seedSeasons } from './seasons-data';
import { throwawayPg } from './load-kit';
import { explainSummary, timeRoutes, type Route } from './seasons-measure';

const REQUESTS = Number(process.argv[2] ?? 200);
const rnd = random(50);
const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));

const loadBefore = os.loadavg();
const pg = throwawayPg('55498');
const databaseUrl = pg.databaseUrl;
try {
  const started = performance.now();
  const handle = await openDb({ databaseUrl, poolSize: 10 });
  const db: Db = handle.db;
  const hash = await hashPassword(BENCH_PASSWORD);
  // The Admin, then one manager per league team (the first owns team 1): ids 1–29.
  await db.execute(sql`insert into users (name, email, rol, password_hash)
    select case when g = 0 then 'Admin' else 'DT ' || g end,
           case when g = 0 then 'admin@bench.test' else 'dt' || g || '@bench.test' end,
           case when g = 0 then 'Admin' when g <= 14 then 'Manager Primera' else 'Manager Segunda' end, ${hash}
    from generate_series(0, 28) g`);
  const managers = Array.from({ length: 28 }, (_, i) => i + 2);
  const { matches, rows } = await seedSeasons(db, managers);
  // What autovacuum does after a bulk insert: planner statistics and the visibility map.
  await db.execute(sql`vacuum analyze`);
  console.log(
    `seeded ${CLOSED_SEASONS} closed seasons + the active one, ${TEAMS * SQUAD} players, ${matches} matches, ` +
      `${rows} statistic rows in ${((performance.now() - started) / 1000).toFixed(0)} s; ${REQUESTS} requests per route`,
  );

  const { app, login } = await benchApp(db);
  const manager = await login('dt1@bench.test');
  const admin = await login('admin@bench.test');

  const ids = async (query: ReturnType<typeof sql>) =>
    (await db.execute<{ id: number }>(query)).rows.map((r) => Number(r.id));
  const closed = await ids(sql`select season_id as id from season_closings order by 1`);
  const [active] = await ids(sql`select id from seasons where active`);
  const leagues = await ids(sql`select id from tournaments where format in ('PD', 'SD')`);
  const all = await ids(sql`select id from tournaments`);
  const leaguePlayers = await ids(sql`select id from players where id_team <= 28`);
  const any = <T>(list: T[]) => list[int(0, list.length - 1)]!;
  const lastPage = Math.ceil((TEAMS * SQUAD) / 15);

  const routes: Route[] = [
    ['GET /api/seasons/{closed}/summary', () => `/api/seasons/${any(closed)}/summary`, manager],
    ['GET /api/seasons/{active}/summary', () => `/api/seasons/${active}/summary`, manager],
    ['GET /api/teams/{id}/trophies', () => `/api/teams/${int(1, 28)}/trophies`, manager],
    ['GET /api/seasons/history', () => '/api/seasons/history', manager],
    ['GET /api/season', () => '/api/season', manager],
    ['GET /api/players?page=N', () => `/api/players?page=${int(1, lastPage)}`, manager],
    [
      'GET /api/players/filter-by-division?page=N',
      () => `/api/players/filter-by-division?page=${int(1, 40)}`,
      manager,
    ],
    ['GET /api/playername?name=…', () => `/api/playername?name=${int(1, 3999)}-1`, manager],
    ['GET /api/players/{id}/profile', () => `/api/players/${any(leaguePlayers)}/profile`, manager],
    ['GET /api/teams?page=N', () => `/api/teams?page=${int(1, Math.ceil(TEAMS / 15))}`, manager],
    ['GET /api/users?page=1', () => '/api/users?page=1', manager],
    [
      'GET /api/standings/table (any league)',
      () => `/api/standings/table?tournament_id=${any(leagues)}`,
      manager,
    ],
    [
      'GET /api/statistics/top (any tournament)',
      () => `/api/statistics/top?tournament_id=${any(all)}`,
      manager,
    ],
    [
      'GET /api/match-statistics/team/{id}/summary?season=',
      () => `/api/match-statistics/team/${int(1, 28)}/summary?season=${any(closed)}`,
      manager,
    ],
    ['GET /api/traspasos?season=', () => `/api/traspasos?season=${any(closed)}`, manager],
    ['GET /api/matches?tournament_id=', () => `/api/matches?tournament_id=${any(all)}`, manager],
    ['GET /api/tournaments?season=', () => `/api/tournaments?season=${any(closed)}`, manager],
    ['GET /api/prizes?page=N (Admin)', () => `/api/prizes?page=${int(1, 26)}`, admin],
  ];
  console.log('as served (derived caches kept between requests):');
  console.table(await timeRoutes(app, db, routes, REQUESTS, false));
  console.log('cold (every cache version bumped before each request):');
  console.table(await timeRoutes(app, db, routes, REQUESTS, true));
  await explainSummary(db, closed[0]!, 1);
  const loadAfter = os.loadavg();
  console.log(
    `machine: ${os.cpus().length} cores, load average ${loadBefore[0]!.toFixed(1)} before, ` +
      `${loadAfter[0]!.toFixed(1)} after (shared with the other engineers' work)`,
  );
  await app.close();
  await handle.close();
} finally {
  pg.stop();
}
