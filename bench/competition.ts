/**
 * Standings and top lists at scale: 10 seasons (~2,700 completed matches, ~100,000 statistic rows) in a
 * fresh in-memory PGlite, requests through app.inject (no network).
 * Run: npx tsx bench/competition.ts [requests per route]
 */
import { sql } from 'drizzle-orm';
import { BENCH_PASSWORD, benchApp } from './bench-app';
import { measure, type BenchRoute } from './latency';
// mulberry32, the demo seed's own: the same league and the same requests on every run.
import { random } from '../packages/db/src/seed-random';
import {
  matchStatistics,
  matches,
  openDb,
  players,
  seasons,
  teams,
  tournamentTeams,
  tournaments,
  users,
} from '@liga/db';
import { roundRobin, type Fixture, type Format } from '@liga/domain';
import { hashPassword } from '../apps/api/src/lib/passwords';

const SEASONS = 10;
const SQUAD = 24;
/** Players listed per team in a match's statistics (the form sends the squad that played). */
const LISTED = 19;
const REQUESTS = Number(process.argv[2] ?? 200);

const rnd = random(3_000);
const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
const shuffle = <T>(list: readonly T[]) => [...list].sort(() => rnd() - 0.5);
const chance = (p: number) => (rnd() < p ? 1 : 0);

const started = performance.now();
const handle = await openDb({ dataDir: 'memory://' });
const { db } = handle;
await db.insert(users).values({
  name: 'Bench',
  email: 'bench@liga.test',
  rol: 'Admin',
  passwordHash: await hashPassword(BENCH_PASSWORD),
});

const teamRows = await db
  .insert(teams)
  .values(
    Array.from({ length: 48 }, (_, i) => ({
      name: `Club ${i + 1}`,
      division: i < 14 ? ('Primera' as const) : i < 28 ? ('Segunda' as const) : null,
    })),
  )
  .returning({ id: teams.id });
const teamIds = teamRows.map((t) => t.id);
const squads = new Map<number, number[]>();
for (const teamId of teamIds) {
  const rows = await db
    .insert(players)
    .values(
      Array.from({ length: SQUAD }, (_, i) => ({
        name: `Jugador ${teamId}-${i + 1}`,
        age: int(17, 35),
        ca: int(80, 180),
        pa: 190,
        value: 1_000_000,
        idTeam: teamId,
      })),
    )
    .returning({ id: players.id });
  squads.set(
    teamId,
    rows.map((r) => r.id),
  );
}

type Pair = { stage: number; home: number; away: number; group?: string };
/** Knockout rounds from `stage` on: winners are drawn at random, as the results are. */
function cup(entrants: number[], stage: number): Pair[] {
  const pairs: Pair[] = [];
  let alive = entrants;
  for (let s = stage; alive.length > 1; s++) {
    const next: number[] = [];
    for (let i = 0; i + 1 < alive.length; i += 2) {
      pairs.push({ stage: s, home: alive[i]!, away: alive[i + 1]! });
      next.push(rnd() < 0.5 ? alive[i]! : alive[i + 1]!);
    }
    alive = next;
  }
  return pairs;
}
function fixtures(format: Format, ids: number[]): Pair[] {
  const pairs = (fixtures: Fixture[]): Pair[] =>
    fixtures.map((f) => ({
      stage: f.stage,
      home: f.home_id,
      away: f.away_id,
      ...(f.group ? { group: f.group } : {}),
    }));
  if (format === 'PD' || format === 'SD')
    return [...pairs(roundRobin(ids)), ...cup(shuffle(ids).slice(0, 8), 15)];
  if (format === 'UCL') {
    const groups = ['A', 'B', 'C', 'D'].flatMap((group, g) => roundRobin(ids.slice(g * 4, g * 4 + 4), group));
    return [...pairs(groups), ...cup(shuffle(ids).slice(0, 8), 4)];
  }
  // CFM: 24 teams, 8 first-round matches, then Octavos with 16; UEL: Octavos with 16.
  return format === 'CFM'
    ? [...cup(ids.slice(0, 16), 1).filter((p) => p.stage === 1), ...cup(shuffle(ids).slice(0, 16), 2)]
    : cup(ids, 1);
}

let matchCount = 0;
let rowCount = 0;
const benchTournaments: Record<string, number> = {};
for (let s = 1; s <= SEASONS; s++) {
  const [season] = await db
    .insert(seasons)
    .values({ name: `Temporada ${49 + s}`, active: s === SEASONS })
    .returning();
  const plans: [Format, number[]][] = [
    ['PD', teamIds.slice(0, 14)],
    ['SD', teamIds.slice(14, 28)],
    ['UCL', shuffle(teamIds.slice(0, 28)).slice(0, 16)],
    ['UEL', shuffle(teamIds).slice(0, 16)],
    ['CFM', shuffle(teamIds).slice(0, 24)],
  ];
  for (const [format, ids] of plans) {
    const [t] = await db
      .insert(tournaments)
      .values({
        name: `${format} T${49 + s}`,
        seasonId: season!.id,
        type: format === 'UEL' || format === 'CFM' ? 'UCL' : format,
        format,
      })
      .returning();
    if (s === SEASONS) benchTournaments[format] = t!.id;
    await db.insert(tournamentTeams).values(
      ids.map((teamId, i) => ({
        tournamentId: t!.id,
        teamId,
        groupName: format === 'UCL' ? 'ABCD'[Math.floor(i / 4)]! : null,
      })),
    );
    const pairs = fixtures(format, ids);
    const inserted = await db
      .insert(matches)
      .values(
        pairs.map((p) => ({
          tournamentId: t!.id,
          teamHomeId: p.home,
          teamAwayId: p.away,
          stage: p.stage,
          groupName: p.group ?? null,
          scoreHome: int(0, 4),
          scoreAway: int(0, 3),
          status: 'completed' as const,
        })),
      )
      .returning();
    matchCount += inserted.length;
    const stats: (typeof matchStatistics.$inferInsert)[] = [];
    for (const m of inserted) {
      const mvpSide = rnd() < 0.5 ? m.teamHomeId : m.teamAwayId;
      for (const [teamId, score] of [
        [m.teamHomeId, m.scoreHome!],
        [m.teamAwayId, m.scoreAway!],
      ] as const) {
        const listed = shuffle(squads.get(teamId)!).slice(0, LISTED);
        const goals = new Map<number, number>();
        for (let g = 0; g < score; g++) {
          const scorer = listed[int(0, 10)]!;
          goals.set(scorer, (goals.get(scorer) ?? 0) + 1);
        }
        listed.forEach((playerId, i) => {
          const red = chance(0.01);
          stats.push({
            matchId: m.id,
            tournamentId: t!.id,
            playerId,
            teamId,
            goals: goals.get(playerId) ?? 0,
            assists: i < score && chance(0.6) ? 1 : 0,
            yellowCards: chance(0.1),
            redCards: red,
            directRed: red === 1 && chance(0.5) === 1,
            simpleInjuries: chance(0.02),
            seriousInjuries: chance(0.005),
            mvp: teamId === mvpSide && i === 0,
          });
        });
      }
    }
    for (let i = 0; i < stats.length; i += 1000)
      await db.insert(matchStatistics).values(stats.slice(i, i + 1000));
    rowCount += stats.length;
  }
}

const { app, login } = await benchApp(db);
const headers = await login('bench@liga.test');
console.log(
  `seeded ${SEASONS} seasons, ${matchCount} matches, ${rowCount} statistic rows in ${((performance.now() - started) / 1000).toFixed(1)} s; ${REQUESTS} requests per route\n`,
);

const allTournaments = (
  await db.select({ id: tournaments.id, format: tournaments.format }).from(tournaments)
).map((t) => t.id);
const pickTournament = () => allTournaments[int(0, allTournaments.length - 1)]!;
const routes: BenchRoute[] = [
  ['GET /api/standings (PD, active season)', () => `/api/standings?tournament_id=${benchTournaments.PD}`],
  ['GET /api/standings (UCL groups)', () => `/api/standings?tournament_id=${benchTournaments.UCL}`],
  ['GET /api/standings (any tournament)', () => `/api/standings?tournament_id=${pickTournament()}`],
  [
    'GET /api/statistics/top (PD, active season)',
    () => `/api/statistics/top?tournament_id=${benchTournaments.PD}`,
  ],
  ['GET /api/statistics/top (any tournament)', () => `/api/statistics/top?tournament_id=${pickTournament()}`],
  [
    'GET /api/match-statistics/team/:id/summary',
    () => `/api/match-statistics/team/${teamIds[int(0, 27)]}/summary`,
  ],
];

/** The access path of each aggregate: it must start from the tournament indexes, not a full scan. */
async function plans(): Promise<void> {
  const explain = async (label: string, query: ReturnType<typeof sql>) => {
    const res = await db.execute<Record<string, string>>(sql`explain ${query}`);
    const lines = res.rows.map((r) => Object.values(r)[0]!).filter((l) => /Scan/.test(l));
    console.log(`${label}:\n  ${lines.map((l) => l.trim()).join('\n  ')}`);
  };
  await explain(
    'standings matches',
    sql`select * from matches where tournament_id = ${benchTournaments.PD} and status = 'completed' and stage < 14`,
  );
  await explain(
    'top lists aggregate',
    sql`select player_id, sum(goals) from match_statistics where tournament_id = ${benchTournaments.PD} group by player_id`,
  );
}

// PGlite runs no autovacuum, so a freshly filled table has no planner statistics until ANALYZE.
console.log('fresh tables (no planner statistics):');
console.table(await measure(app, headers, routes, REQUESTS));
await db.execute(sql`analyze`);
console.log('after ANALYZE:');
console.table(await measure(app, headers, routes, REQUESTS));
await plans();
await app.close();
await handle.close();
