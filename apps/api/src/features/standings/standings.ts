import { and, asc, eq, isNotNull, lt } from 'drizzle-orm';
import { matches, teams, tournamentTeams, type Db, type Tx } from '@liga/db';
import {
  LEAGUE_ROUNDS,
  UCL_QUARTER_FINAL_STAGE,
  TABLE_ZONES,
  isLeagueFormat,
  standings,
  standingsByGroup,
  zoneOf,
  type MatchResult,
  type Standing,
  type StandingRow,
  type StandingTable,
  type StandingTableRow,
  type TeamRef,
} from '@liga/domain';
import { notFound } from '../../lib/http-errors';
import { standingCounts } from '../../lib/standing-counts';
import { findTournament, type TournamentRef } from '../tournaments';
import { messages } from './messages';
import { away, home } from '../../lib/match-view';

type Line = Standing & { head_to_head: boolean };

/** A tournament's table, computed once for both answers below (the routes cache it). */
export interface StandingLines {
  tournament: TournamentRef;
  lines: Line[];
}

/** The league client's answer (decision 012): the lines without our extra fields. */
export const asStandingList = ({ lines }: StandingLines): Standing[] =>
  lines.map(({ head_to_head: _, ...line }) => line);

/** /tablas's answer: each line with its zone of the rule book's format and the head-to-head flag. */
export function asStandingTable({ tournament, lines }: StandingLines): StandingTable {
  const data: StandingTableRow[] = lines.map((line) => ({
    ...line,
    zone: zoneOf(tournament.format, line.position)?.kind ?? null,
  }));
  return {
    tournament: { id: tournament.id, name: tournament.name, format: tournament.format },
    zones: [...(TABLE_ZONES[tournament.format] ?? [])],
    data,
  };
}

/** A tournament's table in the league client's shape, for the features that read it (prizes, the assistant). */
export const tournamentStandings = async (db: Db, tournamentId: number): Promise<Standing[]> =>
  asStandingList(await standingLines(db, tournamentId));

/**
 * The table, computed from the completed matches: leagues count their 13 rounds, the UCL its group
 * stage by group, other cups every match.
 */
export async function standingLines(db: Db | Tx, tournamentId: number): Promise<StandingLines> {
  const tournament = await findTournament(db, tournamentId);
  if (!tournament) throw notFound(messages.tournamentNotFound);
  const grouped = tournament.format === 'UCL';
  const scope = isLeagueFormat(tournament.format)
    ? lt(matches.stage, LEAGUE_ROUNDS + 1)
    : grouped
      ? and(isNotNull(matches.groupName), lt(matches.stage, UCL_QUARTER_FINAL_STAGE))
      : undefined;
  // Both reads use an index on tournament_id: the primary key of tournament_teams and matches_tournament_stage_idx.
  // One after the other: a transaction (a season's close) runs them on one connection.
  const members = await db
    .select({ id: teams.id, name: teams.name, group: tournamentTeams.groupName })
    .from(tournamentTeams)
    .innerJoin(teams, eq(teams.id, tournamentTeams.teamId))
    .where(eq(tournamentTeams.tournamentId, tournamentId))
    .orderBy(asc(teams.id));
  const played = await db
    .select({
      homeId: home.id,
      homeName: home.name,
      awayId: away.id,
      awayName: away.name,
      homeGoals: matches.scoreHome,
      awayGoals: matches.scoreAway,
      group: matches.groupName,
    })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.teamHomeId))
    .innerJoin(away, eq(away.id, matches.teamAwayId))
    .where(and(eq(matches.tournamentId, tournamentId), eq(matches.status, 'completed'), scope));

  const results: MatchResult[] = played.map((m) => ({
    home_id: m.homeId,
    away_id: m.awayId,
    home_goals: m.homeGoals,
    away_goals: m.awayGoals,
    group: m.group,
  }));
  const names = new Map<number, string>(members.map((t) => [t.id, t.name]));
  for (const m of played) names.set(m.homeId, m.homeName).set(m.awayId, m.awayName);
  const shape = (rows: StandingRow[], group: string | null): Line[] =>
    rows.map((r) => ({
      id: r.team_id,
      position: r.position,
      tournament: { id: tournamentId },
      team: { id: r.team_id, name: names.get(r.team_id) ?? r.team },
      ...standingCounts(r),
      group,
      head_to_head: r.head_to_head,
    }));

  const inGroups = members.flatMap((t) => (t.group ? [{ id: t.id, name: t.name, group: t.group }] : []));
  if (grouped && inGroups.length > 0)
    return { tournament, lines: standingsByGroup(inGroups, results).flatMap((g) => shape(g.rows, g.group)) };
  const refs: TeamRef[] = [...names].map(([id, name]) => ({ id, name }));
  return { tournament, lines: shape(standings(refs, results), null) };
}
