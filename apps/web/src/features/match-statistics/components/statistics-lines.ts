import type { StatisticLine } from '../api/save-match-statistics';
import type { Match, MatchPlayer, StatisticRow } from '@liga/domain';

/** One player's row of the form: number inputs as typed, checkboxes as booleans. */
export interface LineValues {
  goals: string;
  assists: string;
  yellow: boolean;
  red: boolean;
  direct_red: boolean;
  injury: boolean;
  serious: boolean;
  mvp: boolean;
  /** 'Jugó': on by itself once the line has an event (decision 023). */
  played: boolean;
}
export interface StatisticsFormValues {
  lines: LineValues[];
}

const blank = (n: number) => (n > 0 ? String(n) : '');

/** What the form starts with: the lines already saved (a manager's own side, a re-opened match). */
export function initialLine(row: StatisticRow | undefined): LineValues {
  return {
    goals: blank(row?.goals ?? 0),
    assists: blank(row?.assists ?? 0),
    yellow: (row?.yellow_cards ?? 0) > 0,
    red: (row?.red_cards ?? 0) > 0,
    direct_red: row?.direct_red === 'yes',
    injury: (row?.simple_injuries ?? 0) > 0,
    serious: (row?.serious_injuries ?? 0) > 0,
    mvp: row?.mvp ?? false,
    played: row?.played ?? false,
  };
}

/** Number inputs are parsed as integers; blank is 0 (statistics form). */
const toInt = (value: string): number => {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** Anything happened to the player in the form: a goal, an assist, a card, an injury or the MVP. */
export const lineHasEvent = (line: LineValues | undefined): boolean =>
  line !== undefined &&
  (toInt(line.goals) > 0 ||
    toInt(line.assists) > 0 ||
    line.yellow ||
    line.red ||
    line.injury ||
    line.serious ||
    line.mvp);

export function toStatisticInput(match: Match, player: MatchPlayer, line: LineValues): StatisticLine {
  return {
    player_id: player.id,
    tournament_id: match.tournament_id,
    match_id: match.id,
    goals: toInt(line.goals),
    assists: toInt(line.assists),
    yellow_cards: line.yellow ? 1 : 0,
    red_cards: line.red ? 1 : 0,
    simple_injuries: line.injury ? 1 : 0,
    serious_injuries: line.serious ? 1 : 0,
    mvp: line.mvp,
    direct_red: line.red && line.direct_red ? 'yes' : 'not',
    played: line.played || lineHasEvent(line),
  };
}

/**
 * The server names a refused line 'statistics.{index}.{field}' (index in the submitted list): each
 * message goes to that player's row; the rest stay for the form-level alert.
 */
export function splitLineErrors(
  errors: Record<string, string[]> | undefined,
  submitted: readonly number[],
): { byPlayer: Record<number, string[]>; other: string[] } {
  const byPlayer: Record<number, string[]> = {};
  const other: string[] = [];
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const index = /^statistics\.(\d+)\./.exec(key)?.[1];
    const playerId = index === undefined ? undefined : submitted[Number(index)];
    if (playerId === undefined) other.push(...messages);
    else byPlayer[playerId] = [...(byPlayer[playerId] ?? []), ...messages];
  }
  return { byPlayer, other };
}
