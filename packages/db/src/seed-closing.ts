import { and, asc, eq } from 'drizzle-orm';
import {
  DEFAULT_CLOSING_PLACES,
  TROPHY_KINDS,
  championOf,
  objectiveFor,
  planClosing,
  standings,
  type FrozenObjective,
  type MatchResult,
  type StandingRow,
} from '@liga/domain';
import type { Tx } from './client';
import { moveMoney } from './ledger';
import { storeSeasonTop } from './season-top';
import {
  matches,
  prizeTablePositions,
  prizes,
  seasonClosings,
  seasonFinalStandings,
  teamTrophies,
  teams,
  tournamentTeams,
  tournaments,
} from './schema/index';

/**
 * Season 58's leagues as the close left them for season 59 (decision 030): Primera had teams 1–12 and
 * the two that went down (15, 16); Segunda the two that went up (13, 14) and 17–28.
 */
export const SEASON_58_LEAGUES = [
  [...Array.from({ length: 12 }, (_, i) => i + 1), 15, 16],
  [13, 14, ...Array.from({ length: 12 }, (_, i) => i + 17)],
] as const;
const ENDS = { PD: { teams: [15, 16], at: 'bottom' }, SD: { teams: [13, 14], at: 'top' } } as const;

/**
 * The drawn results decide a table; the teams are then renamed so that the ones that changed division
 * finish where that took them (Primera's last two, Segunda's first two), the rest in their order.
 */
export function arrangeClosedSeason(
  format: 'PD' | 'SD',
  results: readonly MatchResult[],
): ReadonlyMap<number, number> {
  const ids = [...new Set(results.flatMap((r) => [r.home_id, r.away_id]))];
  const order = standings(
    ids.map((id) => ({ id, name: String(id).padStart(3, '0') })),
    results,
  ).map((r) => r.team_id);
  const { teams: ends, at } = ENDS[format];
  const rest = order.filter((id) => !(ends as readonly number[]).includes(id));
  const wanted = at === 'top' ? [...ends, ...rest] : [...rest, ...ends];
  return new Map(order.map((id, k) => [id, wanted[k]!]));
}

async function finalTable(tx: Tx, tournamentId: number): Promise<StandingRow[]> {
  const [members, played] = await Promise.all([
    tx
      .select({ id: teams.id, name: teams.name })
      .from(tournamentTeams)
      .innerJoin(teams, eq(teams.id, tournamentTeams.teamId))
      .where(eq(tournamentTeams.tournamentId, tournamentId)),
    tx
      .select()
      .from(matches)
      .where(and(eq(matches.tournamentId, tournamentId), eq(matches.status, 'completed'))),
  ]);
  const results = played.map((m) => ({
    home_id: m.teamHomeId,
    away_id: m.teamAwayId,
    home_goals: m.scoreHome,
    away_goals: m.scoreAway,
  }));
  return standings(members, results);
}

/**
 * Closes a seeded season as the application's close does (decision 024): final tables and top lists
 * frozen, the leagues' champions in the trophy cabinets, the moves and the objectives settled through
 * the ledger, and Primera's first four places paid from its prize table. Its history page then has
 * everything.
 */
export async function closeSeededSeason(
  tx: Tx,
  options: { seasonId: number; nextSeasonId: number; closedAt: Date; managers: ReadonlyMap<number, number> },
): Promise<void> {
  const { seasonId, managers } = options;
  const leagues = await tx
    .select()
    .from(tournaments)
    .where(eq(tournaments.seasonId, seasonId))
    .orderBy(asc(tournaments.id));
  const divisions = { PD: 'Primera', SD: 'Segunda' } as const;
  const tables = new Map<'PD' | 'SD', StandingRow[]>();
  for (const t of leagues) {
    if (t.format !== 'PD' && t.format !== 'SD') continue;
    const table = await finalTable(tx, t.id);
    tables.set(t.format, table);
    await tx.insert(seasonFinalStandings).values(
      table.map((r) => ({
        seasonId,
        tournamentId: t.id,
        teamId: r.team_id,
        division: divisions[t.format as 'PD' | 'SD'],
        position: r.position,
        played: r.played,
        won: r.won,
        drawn: r.drawn,
        lost: r.lost,
        goalsFor: r.goals_for,
        goalsAgainst: r.goals_against,
        points: r.points,
      })),
    );
    const champion = championOf(true, table, null);
    if (champion !== null)
      await tx.insert(teamTrophies).values({
        teamId: champion,
        seasonId,
        kind: TROPHY_KINDS[t.format as 'PD' | 'SD'],
        tournamentId: t.id,
      });
  }
  await storeSeasonTop(tx, seasonId);
  const primera = tables.get('PD') ?? [];
  const segunda = tables.get('SD') ?? [];
  // Squads are drawn stronger for lower ids: the objectives' rank by strength follows the id.
  const frozen = (rows: StandingRow[], division: 'Primera' | 'Segunda'): FrozenObjective[] =>
    [...rows]
      .sort((a, b) => a.team_id - b.team_id)
      .map((r, i) => ({
        team_id: r.team_id,
        team: r.team,
        user_id: managers.get(r.team_id) ?? null,
        division,
        rank: i + 1,
        objective: objectiveFor(division, i + 1),
      }));
  const plan = planClosing({
    primera: { table: primera, final: null },
    segunda: { table: segunda, final: null },
    objectives: [...frozen(primera, 'Primera'), ...frozen(segunda, 'Segunda')],
    places: DEFAULT_CLOSING_PLACES,
  });
  const [closing] = await tx
    .insert(seasonClosings)
    .values({
      seasonId,
      nextSeasonId: options.nextSeasonId,
      closedAt: options.closedAt,
      promoted: plan.promoted.map((p) => ({ id: p.team_id, name: p.team, from: 'Segunda', to: 'Primera' })),
      relegated: plan.relegated.map((p) => ({ id: p.team_id, name: p.team, from: 'Primera', to: 'Segunda' })),
      objectives: plan.objectives.map((o) => ({
        team_id: o.team_id,
        team_name: o.team,
        user_id: o.user_id,
        division: o.division,
        objective: o.objective,
        result: o.result,
        steps: o.steps,
        amount: o.amount,
      })),
    })
    .returning({ id: seasonClosings.id });
  for (const o of plan.objectives)
    if (o.user_id !== null && o.amount !== 0)
      await moveMoney(tx, {
        userId: o.user_id,
        amount: o.amount,
        reason: 'season_objective',
        refType: 'season_closing',
        refId: closing!.id,
      });
  const pd = leagues.find((t) => t.format === 'PD');
  if (!pd) return;
  const positions = await tx
    .select()
    .from(prizeTablePositions)
    .where(eq(prizeTablePositions.tournamentId, pd.id));
  for (const { position, amount } of positions) {
    const teamId = primera.find((r) => r.position === position)?.team_id;
    const userId = teamId === undefined ? undefined : managers.get(teamId);
    if (teamId === undefined || userId === undefined) continue;
    const [prize] = await tx
      .insert(prizes)
      .values({
        tournamentId: pd.id,
        teamId,
        paidUserId: userId,
        amount,
        position: `${position}°`,
        source: 'table',
        paidAt: options.closedAt,
      })
      .returning({ id: prizes.id });
    await moveMoney(tx, { userId, amount, reason: 'prize', refType: 'prize', refId: prize!.id });
  }
}
