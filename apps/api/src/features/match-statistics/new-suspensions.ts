import { eq, inArray } from 'drizzle-orm';
import { type matches, players, teams, type Tx } from '@liga/db';
import { barredRounds } from '@liga/domain';
import { notifySuspension } from '../notifications';
import { asFormat, findTournament } from '../tournaments';
import { sanctionHistory } from './queries';

type Match = typeof matches.$inferSelect;

/** Each player's barred rounds in the match's competition format, from every row of the season. */
async function barredStages(tx: Tx, match: Match, playerIds: number[]) {
  const tournament = (await findTournament(tx, match.tournamentId))!;
  const rows = await sanctionHistory(tx, playerIds, tournament.seasonId, tournament.format, 0);
  const format = asFormat(tournament.format);
  return new Map(
    playerIds.map((id) => [
      id,
      new Set(
        barredRounds(
          rows.filter((r) => r.playerId === id),
          format,
        ).map((b) => b.stage),
      ),
    ]),
  );
}

/**
 * Suspensions are derived from statistics, never stored (docs/rules.md §9), so a new one has no write
 * of its own: the statistics' save takes the barred rounds of the match's players before it changes
 * their rows and, inside the same transaction, after; each player with a round barred now that was not
 * before is told to his team's owner (decision 036). A rolled-back save tells nobody.
 */
export async function watchSuspensions(tx: Tx, match: Match, playerIds: number[]) {
  const ids = [...new Set(playerIds)];
  const before = ids.length ? await barredStages(tx, match, ids) : new Map<number, Set<number>>();
  return async function notifyNew(): Promise<void> {
    if (!ids.length) return;
    const after = await barredStages(tx, match, ids);
    const owners = await tx
      .select({ id: players.id, name: players.name, owner: teams.idUser })
      .from(players)
      .leftJoin(teams, eq(teams.id, players.idTeam))
      .where(inArray(players.id, ids));
    for (const p of owners) {
      const fresh = [...(after.get(p.id) ?? [])].filter((s) => !before.get(p.id)?.has(s));
      if (fresh.length === 0) continue;
      await notifySuspension(tx, p.owner, {
        playerId: p.id,
        playerName: p.name,
        matchId: match.id,
        matches: fresh.length,
      });
    }
  };
}
