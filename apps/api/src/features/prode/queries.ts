import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  leagueSettings,
  matches,
  prizeTables,
  prodePredictions,
  prodeRoundPrizes,
  tournaments,
  users,
  type Db,
  type Tx,
} from '@liga/db';
import { DEFAULT_PRODE_SCORING, type ProdeScoring } from '@liga/domain';
import { away, home, matchSides } from '../../lib/match-view';
import { tournamentsOfSeason } from '../tournaments';

type Q = Db | Tx;

/** The league configuration's keys for the prode's points (docs/decisions/028). */
export const SCORING_KEYS = { exact: 'prode_exact_points', outcome: 'prode_outcome_points' } as const;

export async function readScoring(db: Q): Promise<ProdeScoring> {
  const rows = await db
    .select({ key: leagueSettings.key, value: leagueSettings.value })
    .from(leagueSettings)
    .where(inArray(leagueSettings.key, Object.values(SCORING_KEYS)));
  const value = (key: string, fallback: number) => {
    const n = Number(rows.find((r) => r.key === key)?.value);
    return Number.isInteger(n) && n >= 0 ? n : fallback;
  };
  return {
    exact: value(SCORING_KEYS.exact, DEFAULT_PRODE_SCORING.exact),
    outcome: value(SCORING_KEYS.outcome, DEFAULT_PRODE_SCORING.outcome),
  };
}

export async function writeScoring(db: Db, scoring: ProdeScoring, now: Date): Promise<void> {
  await db
    .insert(leagueSettings)
    .values([
      { key: SCORING_KEYS.exact, value: String(scoring.exact), updatedAt: now },
      { key: SCORING_KEYS.outcome, value: String(scoring.outcome), updatedAt: now },
    ])
    .onConflictDoUpdate({
      target: leagueSettings.key,
      set: { value: sql`excluded.value`, updatedAt: now },
    });
}

/** The season's tournaments as the prode's answers name them. */
export async function seasonTournaments(db: Q, seasonId: number) {
  return (await tournamentsOfSeason(db, seasonId)).map(({ id, name, format }) => ({ id, name, format }));
}

/** A round's matches with their teams, in kick-off order. */
export function roundMatches(db: Q, tournamentId: number, stage: number) {
  return db
    .select(matchSides)
    .from(matches)
    .innerJoin(home, eq(home.id, matches.teamHomeId))
    .innerJoin(away, eq(away.id, matches.teamAwayId))
    .where(and(eq(matches.tournamentId, tournamentId), eq(matches.stage, stage)))
    .orderBy(sql`${matches.matchDate} asc nulls last`, asc(matches.id));
}
export type RoundMatch = Awaited<ReturnType<typeof roundMatches>>[number];

/** Every prediction of a season's matches, with the match's result and round (the tables read these). */
export function seasonEntries(db: Q, seasonId: number, filter?: { tournamentId: number; stage: number }) {
  return db
    .select({
      userId: prodePredictions.userId,
      userName: users.name,
      matchId: prodePredictions.matchId,
      tournamentId: matches.tournamentId,
      stage: matches.stage,
      home: prodePredictions.home,
      away: prodePredictions.away,
      scoreHome: matches.scoreHome,
      scoreAway: matches.scoreAway,
    })
    .from(prodePredictions)
    .innerJoin(matches, eq(matches.id, prodePredictions.matchId))
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .innerJoin(users, eq(users.id, prodePredictions.userId))
    .where(
      and(
        eq(tournaments.seasonId, seasonId),
        filter && eq(matches.tournamentId, filter.tournamentId),
        filter && eq(matches.stage, filter.stage),
      ),
    );
}
export type SeasonEntry = Awaited<ReturnType<typeof seasonEntries>>[number];

/** Each round of a season: how many matches it has and how many have a result. */
export async function seasonRounds(db: Q, seasonId: number, tournamentId?: number) {
  const rows = await db
    .select({
      tournamentId: matches.tournamentId,
      stage: matches.stage,
      total: sql<number>`count(*)::int`,
      withResult: sql<number>`count(*) filter (where ${matches.scoreHome} is not null and ${matches.scoreAway} is not null)::int`,
    })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(
      and(
        eq(tournaments.seasonId, seasonId),
        tournamentId ? eq(matches.tournamentId, tournamentId) : undefined,
      ),
    )
    .groupBy(matches.tournamentId, matches.stage)
    .orderBy(matches.tournamentId, matches.stage);
  return rows.map((r) => ({ ...r, finished: r.total > 0 && r.withResult === r.total }));
}

export async function roundPrizeAmount(db: Q, tournamentId: number): Promise<number> {
  const [row] = await db
    .select({ amount: prizeTables.prodeRoundPrize })
    .from(prizeTables)
    .where(eq(prizeTables.tournamentId, tournamentId));
  return row?.amount ?? 0;
}

export function paidRoundPrizes(db: Q, tournamentId: number, stage: number) {
  return db
    .select({ userId: prodeRoundPrizes.userId, name: users.name, amount: prodeRoundPrizes.amount })
    .from(prodeRoundPrizes)
    .innerJoin(users, eq(users.id, prodeRoundPrizes.userId))
    .where(and(eq(prodeRoundPrizes.tournamentId, tournamentId), eq(prodeRoundPrizes.stage, stage)))
    .orderBy(asc(prodeRoundPrizes.userId));
}
