/**
 * Who played a match and who may be its MVP (decision 023). The server, the statistics form and the
 * demo league read these, and the rule book's 'Carga de resultados' says the same.
 */

/** What one player's line in a match holds, as the contract parses it. */
export interface LineEvents {
  goals: number;
  assists: number;
  yellow_cards: number;
  red_cards: number;
  simple_injuries: number;
  serious_injuries: number;
  mvp: boolean;
  direct_red: boolean;
}

/** A line where nothing happened: a squad player's line before anything is marked. */
export const BLANK_LINE: Readonly<LineEvents> = {
  goals: 0,
  assists: 0,
  yellow_cards: 0,
  red_cards: 0,
  simple_injuries: 0,
  serious_injuries: 0,
  mvp: false,
  direct_red: false,
};

/**
 * One MVP per team and match: each team (its manager, or the staff) names its own. One per match
 * would let whichever manager loads first take it from the other, and the form has a table per team.
 */
export const MVPS_PER_TEAM = 1;

/** Anything happened to the player: a goal, an assist, a card, an injury or the MVP. */
export const hasEvent = (l: LineEvents): boolean =>
  l.goals + l.assists + l.yellow_cards + l.red_cards + l.simple_injuries + l.serious_injuries > 0 ||
  l.mvp ||
  l.direct_red;

/**
 * The 'Jugó' mark as sent; a client that does not send it (the league client's payload, decision 012) played when
 * the line holds any event. A blank line without the mark is a squad player who did not play.
 */
export const playedOf = (l: LineEvents & { played?: boolean | undefined }): boolean =>
  l.played ?? hasEvent(l);

/** The teams whose lines name more MVPs than MVPS_PER_TEAM, with how many they named. */
export function teamsOverMvp<T extends { mvp: boolean }>(
  lines: readonly T[],
  teamOf: (line: T) => number,
): { teamId: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const line of lines) if (line.mvp) counts.set(teamOf(line), (counts.get(teamOf(line)) ?? 0) + 1);
  return [...counts]
    .filter(([, count]) => count > MVPS_PER_TEAM)
    .map(([teamId, count]) => ({ teamId, count }));
}
