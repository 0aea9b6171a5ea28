import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '@liga/db';

/** A route to time: label, a URL factory and the caller's headers. */
export type Route = readonly [label: string, url: () => string, headers: Record<string, string>];
type Row = {
  requests: number;
  'median ms': string;
  'p99 ms': string;
  'max ms': string;
  'p99 < 50': string;
  'node CPU µs/req': number;
};

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

/** Every derived-cache version changes: the next answer of each cached route is computed again. */
const bumpCaches = (db: Db) =>
  db.execute(sql`insert into cache_versions (name, version)
    select name, md5(random()::text) from unnest(array['derived', 'players', 'users']) name
    on conflict (name) do update set version = excluded.version`);

/**
 * Times each route through app.inject after a warm-up of all of them and one of its own, `count`
 * sequential requests each; `cold` bumps the cache versions before each timed request (outside
 * the timing).
 */
export async function timeRoutes(
  app: FastifyInstance,
  db: Db,
  routes: readonly Route[],
  count: number,
  cold: boolean,
): Promise<Record<string, Row>> {
  const table: Record<string, Row> = {};
  // Every route once through first: the first route timed no longer pays for the process's warm-up
  // (the code paths every answer shares), as a running server has paid it long before.
  for (const [, url, headers] of routes)
    for (let i = 0; i < 10; i++) await app.inject({ method: 'GET', url: url(), headers });
  for (const [label, url, headers] of routes) {
    for (let i = 0; i < 10; i++) await app.inject({ method: 'GET', url: url(), headers });
    const times: number[] = [];
    // This process's CPU (the server's work and the driver's, not PostgreSQL's) holds under load.
    let cpu = 0;
    for (let i = 0; i < count; i++) {
      if (cold) await bumpCaches(db);
      const target = url();
      const start = performance.now();
      const used = process.cpuUsage();
      const res = await app.inject({ method: 'GET', url: target, headers });
      const spent = process.cpuUsage(used);
      times.push(performance.now() - start);
      cpu += spent.user + spent.system;
      if (res.statusCode !== 200) throw new Error(`${label} ${target}: ${res.statusCode} ${res.body}`);
    }
    times.sort((a, b) => a - b);
    const p99 = quantile(times, 0.99);
    table[label] = {
      requests: count,
      'median ms': quantile(times, 0.5).toFixed(1),
      'p99 ms': p99.toFixed(1),
      'max ms': times.at(-1)!.toFixed(1),
      'p99 < 50': p99 < 50 ? 'yes' : 'NO',
      'node CPU µs/req': Math.round(cpu / count),
    };
  }
  return table;
}

/** The access paths of the summary's and the cabinet's reads: indexes, not scans of the big tables. */
export async function explainSummary(db: Db, seasonId: number, teamId: number): Promise<void> {
  const { rows } = await db.execute<{ id: number }>(
    sql`select id from tournaments where season_id = ${seasonId}`,
  );
  const tournamentIds = rows.map((r) => sql`${Number(r.id)}::int`);
  const explain = async (label: string, query: ReturnType<typeof sql>) => {
    const res = await db.execute<Record<string, string>>(sql`explain analyze ${query}`);
    const lines = res.rows.map((r) => Object.values(r)[0]!);
    const scans = lines.filter((l) => /Scan|Execution Time/.test(l)).map((l) => l.trim());
    console.log(`${label}:\n  ${scans.join('\n  ')}`);
  };
  await explain(
    'season top scorers aggregate',
    sql`select player_id, sum(goals) from match_statistics
        where tournament_id in (${sql.join(tournamentIds, sql`, `)}) group by player_id`,
  );
  await explain(
    "a closed season's stored top lists (what its summary reads instead)",
    sql`select * from season_top_players where season_id = ${seasonId} order by list, position`,
  );
  await explain(
    'frozen tables',
    sql`select * from season_final_standings where season_id = ${seasonId} order by tournament_id, position`,
  );
  await explain(
    'season prizes',
    sql`select p.* from prizes p join tournaments t on t.id = p.tournament_id
        where t.season_id = ${seasonId} and p.reverted_at is null`,
  );
  await explain('trophy cabinet', sql`select * from team_trophies where team_id = ${teamId}`);
}
