/**
 * The league of bench/seasons.ts: 4,000 teams (28 in the two divisions) of 25 players (100,000), 50
 * closed seasons and the active one, each with two double round-robin leagues and three cups, and 24
 * statistic lines per side of every match (about 1,000,000 rows); each closed season frozen as its
 * close leaves it (final tables, top lists, champions, moves, objectives) with its prizes and
 * transfers. Bulk rows are written by PostgreSQL itself (INSERT … SELECT), the fixtures by the
 * domain's round robin.
 */
import { sql } from 'drizzle-orm';
import { matches, seasons, storeSeasonTop, tournaments, type Db } from '@liga/db';
import { roundRobin, type Format } from '@liga/domain';

export const CLOSED_SEASONS = 50;
export const TEAMS = 4_000;
export const SQUAD = 25;
/** Statistic lines per side of a match (the squad that was listed). */
const LISTED = 24;

type Pair = { stage: number; home: number; away: number };

/** Both legs of a 14-team round robin: 26 rounds, 182 matches. */
function doubleRoundRobin(ids: number[]): Pair[] {
  const first = roundRobin(ids).map((f) => ({ stage: f.stage, home: f.home_id, away: f.away_id }));
  return [...first, ...first.map((p) => ({ stage: p.stage + 13, home: p.away, away: p.home }))];
}

/** A knockout of `entrants` from round 1, the home side going through (the results are made up). */
function knockout(entrants: number[]): Pair[] {
  const pairs: Pair[] = [];
  for (let alive = entrants, stage = 1; alive.length > 1; stage++) {
    const next: number[] = [];
    for (let i = 0; i + 1 < alive.length; i += 2) {
      pairs.push({ stage, home: alive[i]!, away: alive[i + 1]! });
      next.push(alive[i]!);
    }
    alive = next;
  }
  return pairs;
}

const rotate = (ids: number[], by: number) => ids.map((_, i) => ids[(i + by) % ids.length]!);

export async function seedSeasons(db: Db, managerIds: number[]): Promise<{ matches: number; rows: number }> {
  await db.execute(sql`
    insert into teams (name, division, id_user)
    select 'Club ' || g, case when g <= 14 then 'Primera' when g <= 28 then 'Segunda' end,
           case when g <= ${managerIds.length} then (array[${sql.raw(managerIds.join(','))}])[g] end
    from generate_series(1, ${TEAMS}) g`);
  await db.execute(sql`
    insert into players (name, age, ca, pa, value, status, id_team)
    select 'Jugador ' || t.id || '-' || n, 17 + (n * 7 + t.id) % 19, 80 + (n * 13 + t.id) % 100, 190,
           1000000 + ((n * 31 + t.id) % 90) * 1000000, case when n <= 16 then 'registrado' else '' end, t.id
    from teams t cross join generate_series(1, ${SQUAD}) n`);
  const league = Array.from({ length: 28 }, (_, i) => i + 1);
  let matchCount = 0;
  for (let s = 1; s <= CLOSED_SEASONS + 1; s++) {
    const [season] = await db
      .insert(seasons)
      .values({ name: `Temporada ${s}`, active: s === CLOSED_SEASONS + 1 })
      .returning();
    const plans: [Format, Pair[], number[]][] = [
      ['PD', doubleRoundRobin(league.slice(0, 14)), league.slice(0, 14)],
      ['SD', doubleRoundRobin(league.slice(14)), league.slice(14)],
      ['UCL', knockout(rotate(league, s).slice(0, 16)), []],
      ['UEL', knockout(rotate(league, s + 7).slice(0, 16)), []],
      ['CFM', knockout(rotate(league, s + 3).slice(0, 16)), []],
    ];
    for (const [format, pairs, members] of plans) {
      const [t] = await db
        .insert(tournaments)
        .values({
          name: `${format} T${s}`,
          seasonId: season!.id,
          type: format === 'PD' || format === 'SD' ? format : 'UCL',
          format,
        })
        .returning();
      if (members.length > 0)
        await db.execute(sql`insert into tournament_teams (tournament_id, team_id)
          select ${t!.id}, unnest(array[${sql.raw(members.join(','))}]::int[])`);
      await db.insert(matches).values(
        pairs.map((p, i) => ({
          tournamentId: t!.id,
          teamHomeId: p.home,
          teamAwayId: p.away,
          stage: p.stage,
          scoreHome: (i * 7 + s) % 4,
          scoreAway: (i * 5 + s * 3) % 3,
          status: 'completed' as const,
        })),
      );
      matchCount += pairs.length;
    }
  }
  await db.execute(sql`
    insert into match_statistics (match_id, tournament_id, player_id, team_id, goals, assists,
      yellow_cards, red_cards, simple_injuries, serious_injuries, mvp, played)
    select m.id, m.tournament_id, p.id, side.team_id,
           (p.rk <= 11 and (m.id + p.id) % 9 = 0)::int, (p.rk <= 11 and (m.id + p.id) % 13 = 0)::int,
           ((m.id * 3 + p.id) % 10 = 0)::int, ((m.id + p.id * 7) % 97 = 0)::int,
           ((m.id + p.id * 3) % 53 = 0)::int, 0, p.rk = 1 and side.home, p.rk <= 16
    from matches m
    cross join lateral (values (m.team_home_id, true), (m.team_away_id, false)) side(team_id, home)
    cross join lateral (
      select id, row_number() over (order by id) as rk from players
      where id_team = side.team_id order by id limit ${LISTED}
    ) p`);
  await freezeClosedSeasons(db);
  // Each close stores its season's top lists with the application's own writer.
  const closed = await db.execute<{ id: number }>(sql`select season_id as id from season_closings`);
  for (const { id } of closed.rows) await storeSeasonTop(db, Number(id));
  const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from match_statistics`))
    .rows as [{ n: number }];
  return { matches: matchCount, rows: n };
}

/** Each closed season as its close leaves it (the shapes of the seasons schema). */
async function freezeClosedSeasons(db: Db): Promise<void> {
  await db.execute(sql`
    insert into season_final_standings (season_id, tournament_id, team_id, division, position, played,
      won, drawn, lost, goals_for, goals_against, points)
    select season_id, tournament_id, team_id, division,
           row_number() over (partition by tournament_id order by points desc, gf - ga desc, gf desc, team_id),
           played, won, drawn, lost, gf, ga, points
    from (
      select t.season_id, t.id as tournament_id, side.team_id,
             case t.format when 'PD' then 'Primera' else 'Segunda' end as division, count(*)::int as played,
             count(*) filter (where side.f > side.a)::int as won, count(*) filter (where side.f = side.a)::int as drawn,
             count(*) filter (where side.f < side.a)::int as lost, sum(side.f)::int as gf, sum(side.a)::int as ga,
             sum(case when side.f > side.a then 3 when side.f = side.a then 1 else 0 end)::int as points
      from tournaments t join seasons s on s.id = t.season_id and not s.active
      join matches m on m.tournament_id = t.id
      cross join lateral (values (m.team_home_id, m.score_home, m.score_away),
                                 (m.team_away_id, m.score_away, m.score_home)) side(team_id, f, a)
      where t.format in ('PD', 'SD')
      group by t.season_id, t.id, side.team_id, t.format
    ) agg`);
  await db.execute(sql`
    insert into team_trophies (team_id, season_id, kind, tournament_id)
    select f.team_id, f.season_id, case t.format when 'PD' then 'Primera' else 'Segunda' end, t.id
    from season_final_standings f join tournaments t on t.id = f.tournament_id where f.position = 1
    union all
    select m.team_home_id, t.season_id,
           case t.format when 'UCL' then 'Champions' when 'UEL' then 'Europa League' else 'Copa Federación' end, t.id
    from tournaments t join seasons s on s.id = t.season_id and not s.active
    join lateral (select * from matches where tournament_id = t.id order by stage desc limit 1) m on true
    where t.format in ('UCL', 'UEL', 'CFM')`);
  const team = (positions: string, format: string, from: string, to: string) =>
    sql.raw(`
    (select coalesce(jsonb_agg(jsonb_build_object('id', tm.id, 'name', tm.name, 'from', '${from}', 'to', '${to}')
            order by f.position), '[]'::jsonb)
     from season_final_standings f join tournaments t on t.id = f.tournament_id join teams tm on tm.id = f.team_id
     where f.season_id = s.id and t.format = '${format}' and f.position in (${positions}))`);
  await db.execute(sql`
    insert into season_closings (season_id, next_season_id, promoted, relegated, objectives)
    select s.id, s.id + 1, ${team('1,2', 'SD', 'Segunda', 'Primera')}, ${team('13,14', 'PD', 'Primera', 'Segunda')},
      (select jsonb_agg(jsonb_build_object('team_id', tm.id, 'team_name', tm.name, 'user_id', tm.id_user,
          'division', f.division, 'objective', 'Puesto ' || ((tm.id - 1) % 14 + 1), 'result', f.position || '.º',
          'steps', ((tm.id - 1) % 14 + 1) - f.position, 'amount', (((tm.id - 1) % 14 + 1) - f.position) * 10000000)
          order by f.division, f.position)
       from season_final_standings f join teams tm on tm.id = f.team_id where f.season_id = s.id)
    from seasons s where not s.active`);
  await db.execute(sql`
    insert into prizes (tournament_id, team_id, amount, position, paid_at, source)
    select f.tournament_id, f.team_id, (5 - f.position) * 30000000, f.position || '°', now(), 'table'
    from season_final_standings f where f.position <= 4`);
  await db.execute(sql`
    with made as (
      insert into transfers (id_season, id_team_from, id_team_to, budget, status, created_by)
      select s.id, 1 + (s.id * 7 + n) % 28, 1 + (s.id * 11 + n * 3) % 28, n * 1000000, 'confirmado',
             (select min(id) from users)
      from seasons s cross join generate_series(1, 100) n
      returning id, id_team_from
    )
    insert into transfer_players (transfer_id, player_id, player_name)
    select made.id, p.id, p.name from made
    cross join lateral (select id, name from players where id_team = made.id_team_from limit 1) p`);
}
