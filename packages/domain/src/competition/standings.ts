import type { z } from 'zod';
import type { StandingCountsSchema } from '../standings/contracts';

/** A played match. Scores are null while the match is pending: such matches are skipped. */
export interface MatchResult {
  home_id: number;
  away_id: number;
  home_goals: number | null;
  away_goals: number | null;
  /** Group letter for group stages (UCL), absent otherwise. */
  group?: string | null;
}

export interface TeamRef {
  id: number;
  name: string;
}

/** A team's counts in a table (docs/rules.md §10), as the standings contract shows them. */
export type StandingCounts = z.infer<typeof StandingCountsSchema>;

export interface StandingRow extends StandingCounts {
  team_id: number;
  team: string;
  position: number;
  /** True when the matches between the teams level on points decided this team's place (docs/rules.md §10). */
  head_to_head: boolean;
}

export interface GroupStandings {
  group: string;
  rows: StandingRow[];
}

/** Points for a win, a draw and a loss (docs/rules.md §10). */
export const POINTS = { win: 3, draw: 1, loss: 0 } as const;

type Tally = StandingCounts & { team_id: number };

/** A team's counts before its first match. */
export const noGamesYet: StandingCounts = {
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  goals_for: 0,
  goals_against: 0,
  goal_difference: 0,
  points: 0,
};
type Played = MatchResult & { home_goals: number; away_goals: number };

const isPlayed = (m: MatchResult): m is Played => m.home_goals !== null && m.away_goals !== null;

/** Rows for `ids` counting only the matches between two of them. */
function tally(ids: readonly number[], matches: readonly Played[]): Map<number, Tally> {
  const rows = new Map<number, Tally>();
  for (const team_id of ids) {
    rows.set(team_id, { team_id, ...noGamesYet });
  }
  const add = (row: Tally | undefined, scored: number, conceded: number) => {
    if (!row) return;
    row.played++;
    row.goals_for += scored;
    row.goals_against += conceded;
    row.goal_difference = row.goals_for - row.goals_against;
    if (scored > conceded) row.won++;
    else if (scored === conceded) row.drawn++;
    else row.lost++;
    row.points = row.won * POINTS.win + row.drawn * POINTS.draw + row.lost * POINTS.loss;
  };
  for (const m of matches) {
    const home = rows.get(m.home_id);
    const away = rows.get(m.away_id);
    if (!home || !away) continue;
    add(home, m.home_goals, m.away_goals);
    add(away, m.away_goals, m.home_goals);
  }
  return rows;
}

/** Splits ids already sorted by `key` into runs with equal keys. */
function runs(ids: number[], key: (id: number) => string): number[][] {
  const out: number[][] = [];
  for (const id of ids) {
    const last = out.at(-1);
    if (last && key(last[0] as number) === key(id)) last.push(id);
    else out.push([id]);
  }
  return out;
}

/**
 * Orders teams level on points (docs/rules.md §10): a mini-table of the matches between exactly those teams
 * (points, then goal difference). If it separates some of them, the rule is applied again to each
 * group still level, with only their own matches (as UEFA does); if it separates none, overall goal
 * difference, goals for and name decide (team id last, so the order is always the same).
 */
function breakTie(
  ids: number[],
  all: Map<number, Tally>,
  matches: readonly Played[],
  name: (id: number) => string,
  decided: Set<number>,
): number[] {
  const mini = tally(ids, matches);
  const m = (id: number) => mini.get(id) as Tally;
  const sorted = [...ids].sort(
    (a, b) => m(b).points - m(a).points || m(b).goal_difference - m(a).goal_difference,
  );
  const levels = runs(sorted, (id) => `${m(id).points}/${m(id).goal_difference}`);
  if (levels.length > 1) {
    for (const id of ids) decided.add(id);
    return levels.flatMap((level) =>
      level.length > 1 ? breakTie(level, all, matches, name, decided) : level,
    );
  }
  const t = (id: number) => all.get(id) as Tally;
  return sorted.sort(
    (a, b) =>
      t(b).goal_difference - t(a).goal_difference ||
      t(b).goals_for - t(a).goals_for ||
      name(a).localeCompare(name(b), 'es') ||
      a - b,
  );
}

/**
 * League table. Every team in `teams` appears, even without matches; a team that played but is missing
 * from `teams` still appears, under its id, so no result is ever hidden.
 */
export function standings(teams: readonly TeamRef[], matches: readonly MatchResult[]): StandingRow[] {
  const played = matches.filter(isPlayed);
  const names = new Map(teams.map((t) => [t.id, t.name]));
  for (const m of played)
    for (const id of [m.home_id, m.away_id]) if (!names.has(id)) names.set(id, `Equipo ${id}`);
  const name = (id: number) => names.get(id) ?? '';
  const all = tally([...names.keys()], played);
  const byPoints = [...names.keys()].sort((a, b) => (all.get(b)?.points ?? 0) - (all.get(a)?.points ?? 0));
  const decided = new Set<number>();
  const order = runs(byPoints, (id) => String(all.get(id)?.points)).flatMap((level) =>
    level.length > 1 ? breakTie(level, all, played, name, decided) : level,
  );
  return order.map((id, i) => ({
    ...(all.get(id) as Tally),
    team: name(id),
    position: i + 1,
    head_to_head: decided.has(id),
  }));
}

/**
 * One table per group (UCL group stage). A match counts for group G only when its `group` is G, so
 * knockout matches between two teams of the same group never enter the group table.
 */
export function standingsByGroup(
  teams: readonly (TeamRef & { group: string })[],
  matches: readonly MatchResult[],
): GroupStandings[] {
  const groups = [...new Set(teams.map((t) => t.group))].sort();
  return groups.map((group) => ({
    group,
    rows: standings(
      teams.filter((t) => t.group === group),
      matches.filter((m) => m.group === group),
    ),
  }));
}
