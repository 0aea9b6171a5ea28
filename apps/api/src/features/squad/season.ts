import type { Db } from '@liga/db';
import { barredRounds, roundName, type SquadPlayerSeason } from '@liga/domain';
import { teamSeasonRows } from '../match-statistics';
import { activeSeasonId } from '../seasons';
import { asFormat } from '../tournaments';

type Row = Awaited<ReturnType<typeof teamSeasonRows>>[number];

/**
 * The active season's statistics of the team's current players, from one query (the team's rows joined
 * with their match and tournament): totals over every competition, and the rounds still ahead each
 * player is barred from. "Still ahead" is after the latest round the team has loaded in that
 * competition, since a sanction only bars rounds after the match it comes from (docs/rules.md §9).
 */
export async function squadSeason(db: Db, teamId: number): Promise<SquadPlayerSeason[]> {
  const seasonId = await activeSeasonId(db);
  if (seasonId === undefined || seasonId === null) return [];
  const rows = await teamSeasonRows(db, teamId, seasonId);

  const latest = new Map<string, number>();
  const byPlayer = new Map<number, Row[]>();
  for (const row of rows) {
    latest.set(row.format, Math.max(latest.get(row.format) ?? 0, row.stage));
    const list = byPlayer.get(row.playerId);
    if (list) list.push(row);
    else byPlayer.set(row.playerId, [row]);
  }
  const sum = (list: Row[], pick: (r: Row) => number) => list.reduce((n, r) => n + pick(r), 0);

  return [...byPlayer].map(([playerId, list]) => {
    const formats = [...new Set(list.map((r) => r.format))];
    const suspensions = formats.flatMap((f) => {
      const format = asFormat(f);
      const own = list.filter((r) => r.format === f);
      return barredRounds(own, format)
        .filter((b) => b.stage > (latest.get(f) ?? 0))
        .map((b) => ({
          tournament: own[0]!.tournamentName,
          round: roundName(format, b.stage),
          reasons: b.reasons.map((r) => r.text),
        }));
    });
    return {
      player_id: playerId,
      matches: list.length,
      goals: sum(list, (r) => r.goals),
      assists: sum(list, (r) => r.assists),
      yellow_cards: sum(list, (r) => r.yellow_cards),
      red_cards: sum(list, (r) => (r.red_cards > 0 || r.direct_red ? 1 : 0)),
      mvp: sum(list, (r) => (r.mvp ? 1 : 0)),
      suspensions,
    };
  });
}
