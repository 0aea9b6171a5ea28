// The match read model (a match with its teams, round name and status text). It sits below the features
// because both matches and tournaments (the generated fixture) answer with it, and neither may import the
// other back (CONVENTIONS.md: no cycles, feature folders included).
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { matches, teams, tournaments, type Db, type Tx } from '@liga/db';
import { asFormat, MATCH_STATUS_TEXT, roundName, type Match as MatchView } from '@liga/domain';

export const home = alias(teams, 'home');
export const away = alias(teams, 'away');

/** A match's two teams and its score: the columns of a read that joins `home` and `away` to it. */
export const matchSides = {
  id: matches.id,
  homeId: home.id,
  homeName: home.name,
  awayId: away.id,
  awayName: away.name,
  scoreHome: matches.scoreHome,
  scoreAway: matches.scoreAway,
  matchDate: matches.matchDate,
};

const matchColumns = {
  ...matchSides,
  tournamentId: matches.tournamentId,
  status: matches.status,
  stage: matches.stage,
  group: matches.groupName,
  tournamentName: tournaments.name,
  format: tournaments.format,
};

type MatchRow = { [K in keyof typeof matchColumns]: (typeof matchColumns)[K]['_']['data'] | null } & {
  id: number;
};

export type { MatchView };

export function toMatchView(row: MatchRow): MatchView {
  const format = asFormat(row.format ?? '');
  const status = row.status ?? 'pending';
  return {
    id: row.id,
    tournament_id: row.tournamentId!,
    team_home: { id: row.homeId!, name: row.homeName! },
    team_away: { id: row.awayId!, name: row.awayName! },
    score_home: row.scoreHome,
    score_away: row.scoreAway,
    match_date: row.matchDate?.toISOString() ?? null,
    status,
    status_text: MATCH_STATUS_TEXT[status] ?? status,
    stage: row.stage!,
    stage_label: roundName(format, row.stage!, 'matches'),
    group: row.group,
    tournament: { id: row.tournamentId!, name: row.tournamentName!, format },
  };
}

/** Which matches a list shows. */
export interface MatchFilter {
  id?: number;
  /** Several matches at once (a page of bets linked to them). */
  ids?: readonly number[];
  tournamentId?: number;
  seasonId?: number;
  stage?: number;
}

/** Matches with both teams and the tournament joined in the same query (no N+1). */
export async function listMatchViews(db: Db | Tx, filter: MatchFilter): Promise<MatchView[]> {
  const where = and(
    filter.id === undefined ? undefined : eq(matches.id, filter.id),
    filter.ids === undefined ? undefined : inArray(matches.id, [...filter.ids]),
    filter.tournamentId === undefined ? undefined : eq(matches.tournamentId, filter.tournamentId),
    filter.seasonId === undefined ? undefined : eq(tournaments.seasonId, filter.seasonId),
    filter.stage === undefined ? undefined : eq(matches.stage, filter.stage),
  );
  const rows = await db
    .select(matchColumns)
    .from(matches)
    .innerJoin(home, eq(home.id, matches.teamHomeId))
    .innerJoin(away, eq(away.id, matches.teamAwayId))
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(where)
    // Grouped by tournament (newest season first), newest round first (Matches).
    .orderBy(
      desc(tournaments.seasonId),
      asc(tournaments.id),
      desc(matches.stage),
      asc(matches.groupName),
      asc(matches.id),
    );
  return rows.map(toMatchView);
}

export async function findMatchView(db: Db | Tx, id: number): Promise<MatchView | undefined> {
  const [view] = await listMatchViews(db, { id });
  return view;
}
