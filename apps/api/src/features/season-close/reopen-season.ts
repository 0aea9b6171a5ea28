import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import {
  budgetMovements,
  moveMoney,
  seasonClosings,
  seasonFinalStandings,
  seasonObjectives,
  seasons,
  seasonTopPlayers,
  teamTrophies,
  teams,
  tournaments,
  users,
  type Db,
  type Tx,
} from '@liga/db';
import { SEASON_CLOSE_MESSAGES } from '@liga/domain';
import { ruleBroken } from '../../lib/http-errors';
import { liveClosing } from './close-read';
import { lockSeason } from './close-season';
import type { Season } from '../seasons';

/** Whether the new season already holds anything a reopen would have to throw away. */
export async function newSeasonUse(tx: Db | Tx, seasonId: number): Promise<'played' | 'used' | null> {
  const { rows } = await tx.execute<{ played: boolean; used: boolean }>(sql`
    select
      exists (select 1 from matches m join tournaments t on t.id = m.tournament_id
              where t.season_id = ${seasonId}
                and (m.status = 'completed' or m.score_home is not null or m.score_away is not null)) as played,
      (exists (select 1 from release_clauses where id_season = ${seasonId})
        or exists (select 1 from transfers where id_season = ${seasonId})
        or exists (select 1 from auctions where id_season = ${seasonId})
        or exists (select 1 from rulebook_sections where season_id = ${seasonId})
        or exists (select 1 from player_locks where season_id = ${seasonId})
        or exists (select 1 from sanctions where season_id = ${seasonId})
        or exists (select 1 from prizes p join tournaments t on t.id = p.tournament_id where t.season_id = ${seasonId})
        or exists (select 1 from match_bets b join matches m on m.id = b.match_id
                   join tournaments t on t.id = m.tournament_id where t.season_id = ${seasonId})) as used`);
  const row = rows[0];
  return row?.played ? 'played' : row?.used ? 'used' : null;
}

/**
 * POST /seasons/{id}/reopen (docs/decisions/024): undoes the season's live close while the season it
 * opened has no result loaded (nor market activity, prizes, bets or a rule book): the objectives'
 * money goes back through reversing ledger rows, teams and managers' roles return, the frozen tables,
 * top lists, objectives and trophies go, the new season is deleted and this one is active again.
 */
export async function reopenSeason(tx: Tx, id: number, by: number, now: Date): Promise<Season> {
  await lockSeason(tx, id);
  const closing = await liveClosing(tx, id);
  if (!closing) throw ruleBroken('season', SEASON_CLOSE_MESSAGES.notClosed);
  const nextId = closing.nextSeasonId;
  if (nextId !== null) {
    const next = await lockSeason(tx, nextId);
    if (!next.active || (await liveClosing(tx, nextId)))
      throw ruleBroken('season', SEASON_CLOSE_MESSAGES.notLatest);
    const use = await newSeasonUse(tx, nextId);
    if (use === 'played') throw ruleBroken('season', SEASON_CLOSE_MESSAGES.newSeasonPlayed);
    if (use === 'used') throw ruleBroken('season', SEASON_CLOSE_MESSAGES.newSeasonUsed);
  }

  const paid = await tx
    .select()
    .from(budgetMovements)
    .where(
      and(
        eq(budgetMovements.refType, 'season_closing'),
        eq(budgetMovements.refId, closing.id),
        eq(budgetMovements.reason, 'season_objective'),
      ),
    );
  for (const m of paid)
    await moveMoney(tx, {
      userId: m.userId,
      amount: -m.amount,
      reason: 'season_objective_reversal',
      refType: 'season_closing',
      refId: closing.id,
      createdBy: by,
      note: m.note ?? undefined,
      allowNegative: true,
    });

  for (const t of [...closing.promoted, ...closing.relegated])
    await tx.update(teams).set({ division: t.from }).where(eq(teams.id, t.id));
  for (const r of closing.roles) await tx.update(users).set({ rol: r.rol }).where(eq(users.id, r.user_id));

  await tx.delete(seasonFinalStandings).where(eq(seasonFinalStandings.seasonId, id));
  await tx.delete(seasonTopPlayers).where(eq(seasonTopPlayers.seasonId, id));
  // Only the objectives the close froze: those frozen at the market's close stay (docs/rules.md §3.5).
  await tx
    .delete(seasonObjectives)
    .where(and(eq(seasonObjectives.seasonId, id), gte(seasonObjectives.frozenAt, closing.closedAt)));
  await tx.delete(teamTrophies).where(and(eq(teamTrophies.seasonId, id), eq(teamTrophies.source, 'closing')));
  if (nextId !== null) {
    await tx.delete(tournaments).where(eq(tournaments.seasonId, nextId));
    await tx.delete(seasons).where(eq(seasons.id, nextId));
  }
  await tx
    .update(seasonClosings)
    .set({ reopenedAt: now, reopenedBy: by })
    .where(and(eq(seasonClosings.id, closing.id), isNull(seasonClosings.reopenedAt)));
  const [season] = await tx
    .update(seasons)
    .set({ active: true })
    .where(inArray(seasons.id, [id]))
    .returning();
  return season!;
}
