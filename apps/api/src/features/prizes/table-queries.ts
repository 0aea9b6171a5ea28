import { asc, eq, inArray } from 'drizzle-orm';
import { prizeTablePositions, prizeTables, type Db } from '@liga/db';
import {
  defaultPrizeTable,
  type PrizeTable,
  type PrizeTableAmounts,
  type SavePrizeTableInput,
} from '@liga/domain';
import { tournamentsOfSeason, type TournamentRef } from '../tournaments';
import { livePrizeCounts } from './queries';

type TournamentRow = Pick<TournamentRef, 'id' | 'name' | 'format' | 'seasonId'>;

/** The saved tables of these tournaments (two statements whatever their number). */
async function savedTables(db: Db, ids: readonly number[]) {
  if (ids.length === 0)
    return new Map<number, PrizeTableAmounts & { prode_round_prize: number; updatedAt: Date }>();
  const [heads, rows] = await Promise.all([
    db
      .select()
      .from(prizeTables)
      .where(inArray(prizeTables.tournamentId, [...ids])),
    db
      .select()
      .from(prizeTablePositions)
      .where(inArray(prizeTablePositions.tournamentId, [...ids]))
      .orderBy(asc(prizeTablePositions.position)),
  ]);
  return new Map(
    heads.map((h) => [
      h.tournamentId,
      {
        positions: rows
          .filter((r) => r.tournamentId === h.tournamentId)
          .map((r) => ({ position: r.position, amount: r.amount })),
        scorer_bonus: h.scorerBonus,
        assists_bonus: h.assistsBonus,
        prode_round_prize: h.prodeRoundPrize,
        updatedAt: h.updatedAt,
      },
    ]),
  );
}

/** Each tournament's table: saved, or the rule book's defaults for its format. */
export async function prizeTablesOf(db: Db, list: readonly TournamentRow[]): Promise<PrizeTable[]> {
  const ids = list.map((t) => t.id);
  const [saved, paid] = await Promise.all([savedTables(db, ids), livePrizeCounts(db, ids)]);
  return list.map((t) => {
    const table = saved.get(t.id);
    const amounts = table ?? defaultPrizeTable(t.format);
    return {
      tournament: { id: t.id, name: t.name, format: t.format, season_id: t.seasonId },
      positions: amounts.positions,
      scorer_bonus: amounts.scorer_bonus,
      assists_bonus: amounts.assists_bonus,
      prode_round_prize: table?.prode_round_prize ?? 0,
      saved: table !== undefined,
      updated_at: table?.updatedAt.toISOString() ?? null,
      paid_count: paid.get(t.id) ?? 0,
    };
  });
}

/** The season's tournaments, for their tables (GET /prize-tables). */
export const seasonTournaments = tournamentsOfSeason;

/** Replaces a tournament's table in one transaction. */
export async function savePrizeTable(
  db: Db,
  tournamentId: number,
  input: SavePrizeTableInput,
  userId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(prizeTables)
      .values({
        tournamentId,
        scorerBonus: input.scorer_bonus,
        assistsBonus: input.assists_bonus,
        prodeRoundPrize: input.prode_round_prize ?? 0,
        updatedBy: userId,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: prizeTables.tournamentId,
        set: {
          scorerBonus: input.scorer_bonus,
          assistsBonus: input.assists_bonus,
          ...(input.prode_round_prize === undefined ? {} : { prodeRoundPrize: input.prode_round_prize }),
          updatedBy: userId,
          updatedAt: now,
        },
      });
    await tx.delete(prizeTablePositions).where(eq(prizeTablePositions.tournamentId, tournamentId));
    if (input.positions.length > 0)
      await tx
        .insert(prizeTablePositions)
        .values(input.positions.map((p) => ({ tournamentId, position: p.position, amount: p.amount })));
  });
}
