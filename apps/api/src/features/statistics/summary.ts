import { FORMATS, FORMAT_LABELS, summarizePlayer, type Format, type PlayerStatRow } from '@liga/domain';
import type { Db } from '@liga/db';
import { notFound } from '../../lib/http-errors';
import { activeSeasonId } from '../seasons';
import { asFormat } from '../tournaments';
import { teamSeasonRows } from '../match-statistics';
import { messages } from './messages';
import { findTeam } from './queries';

/**
 * Team statistics: per tournament format, each current player's totals and the rounds
 * they are barred from, over the season's rows (default: the active season; rounds restart each season).
 */
export async function teamStatistics(db: Db, teamId: number, season: number | undefined) {
  const team = await findTeam(db, teamId);
  if (!team) throw notFound(messages.teamNotFound);
  const seasonId = season ?? (await activeSeasonId(db)) ?? null;
  const rows = seasonId === null ? [] : await teamSeasonRows(db, teamId, seasonId);

  const byFormat = new Map<Format, Map<number, { name: string; rows: PlayerStatRow[] }>>();
  for (const row of rows) {
    const format = asFormat(row.format);
    const players = byFormat.get(format) ?? byFormat.set(format, new Map()).get(format)!;
    const player =
      players.get(row.playerId) ??
      players.set(row.playerId, { name: row.playerName, rows: [] }).get(row.playerId)!;
    player.rows.push(row);
  }
  const data = FORMATS.filter((f) => byFormat.has(f)).map((format) => ({
    format,
    label: FORMAT_LABELS[format],
    players: [...byFormat.get(format)!].map(([id, { name, rows: playerRows }]) => {
      const { barred_rounds, ...totals } = summarizePlayer(playerRows, format);
      return {
        player: { id, name },
        ...totals,
        barred: barred_rounds.map((b) => ({
          stage: b.stage,
          label: b.label,
          reasons: b.reasons.map((r) => r.text),
        })),
      };
    }),
  }));
  return { team, season_id: seasonId, data };
}
