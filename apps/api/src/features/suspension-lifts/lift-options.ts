import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import { matches, players, seasons, suspensionLifts, tournaments, type Tx } from '@liga/db';
import { asFormat, barredRounds, playedAsRound, roundName, type LiftOption } from '@liga/domain';
import { disciplineSettings } from '../../lib/discipline-settings';
import { sanctionHistory } from '../match-statistics';
import { away, home } from '../../lib/match-view';

/**
 * What the manager of `teamId` may ask to lift (decision 025): for each pending match of the active
 * season their team plays, the players of the team barred from it and why, with the league's price per
 * cause. The same rules the request checks (barredRounds over the season's earlier matches). Read in
 * the caller's transaction, one query after the other.
 */
export async function liftOptions(db: Tx, teamId: number): Promise<LiftOption[]> {
  const pending = await db
    .select({
      id: matches.id,
      stage: matches.stage,
      date: matches.matchDate,
      seasonId: tournaments.seasonId,
      format: tournaments.format,
      home: home.name,
      away: away.name,
    })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .innerJoin(seasons, and(eq(seasons.id, tournaments.seasonId), eq(seasons.active, true)))
    .innerJoin(home, eq(home.id, matches.teamHomeId))
    .innerJoin(away, eq(away.id, matches.teamAwayId))
    .where(
      and(
        ne(matches.status, 'completed'),
        or(eq(matches.teamHomeId, teamId), eq(matches.teamAwayId, teamId)),
      ),
    )
    .orderBy(asc(matches.matchDate), asc(matches.stage), asc(matches.id));
  const squad = await db
    .select({ id: players.id, name: players.name })
    .from(players)
    .where(eq(players.idTeam, teamId));
  if (pending.length === 0 || squad.length === 0) return [];
  const prices = (await disciplineSettings(db)).lift_prices;
  const asked = await db
    .select({
      playerId: suspensionLifts.playerId,
      matchId: suspensionLifts.matchId,
      cause: suspensionLifts.cause,
    })
    .from(suspensionLifts)
    .where(
      and(
        inArray(
          suspensionLifts.matchId,
          pending.map((m) => m.id),
        ),
        ne(suspensionLifts.status, 'refused'),
      ),
    );
  const options: LiftOption[] = [];
  // One after the other: a few pending matches, each one history read for the whole squad.
  for (const match of pending) {
    const format = asFormat(match.format);
    const history = await sanctionHistory(
      db as never,
      squad.map((p) => p.id),
      match.seasonId,
      format,
      match.id,
    );
    const label = `${match.home} - ${match.away} (${roundName(format, match.stage)})`;
    for (const player of squad) {
      const round = barredRounds(
        history.filter((h) => h.playerId === player.id),
        format,
      ).find((b) => b.stage === playedAsRound(format, match.stage));
      const causes = [...new Map((round?.reasons ?? []).map((r) => [r.cause, r])).values()]
        .filter(
          (r) =>
            !asked.some((a) => a.playerId === player.id && a.matchId === match.id && a.cause === r.cause),
        )
        .map((r) => ({
          cause: r.cause,
          label: r.text,
          price: prices[r.cause],
        }));
      if (causes.length > 0)
        options.push({
          player: { id: player.id, name: player.name },
          match: { id: match.id, label, date: match.date?.toISOString() ?? null },
          causes,
        });
    }
  }
  return options;
}
