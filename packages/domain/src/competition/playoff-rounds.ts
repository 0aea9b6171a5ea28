import type { Fixture } from './fixtures';
import type { Format } from './round-names';
import { TABLE_ZONES } from './zones';

/**
 * The play-off rounds after the first, built from the previous round's results (docs/rules.md §10.4,
 * docs/decisions/038). Each round pairs the teams still alive by their regular-season place, best against
 * worst, the better placed at home; a drawn match sends the better placed through.
 */

/** The stages of each league's play-offs, first round to Final (docs/rules.md §2.5's round names). */
export const PLAYOFF_STAGES: Readonly<Partial<Record<Format, readonly number[]>>> = {
  PD: [14, 15, 16, 17],
  SD: [14, 15, 18],
};

/**
 * How many table places play the play-offs: the zones that lead to them (Primera 1.º–10.º, Segunda
 * 1.º–8.º). Those not in the first round (Primera's 1.º–6.º) join in the second.
 */
const bracketPlaces = (format: Format): number =>
  Math.max(
    0,
    ...(TABLE_ZONES[format] ?? [])
      .filter((z) => z.kind !== 'playout' && z.kind !== 'relegation')
      .map((z) => z.to),
  );

export interface PlayoffMatch {
  stage: number;
  home_id: number;
  away_id: number;
  /** Null while the match has no result. */
  home_goals: number | null;
  away_goals: number | null;
}

export type NextPlayoffRound =
  | { kind: 'round'; stage: number; fixtures: Fixture[] }
  /** No play-off match yet: the first round is drawn from the table. */
  | { kind: 'not-started' }
  /** The last round drawn still has matches without a result. */
  | { kind: 'pending'; stage: number; pending: number }
  /** The Final is drawn (or one team is left). */
  | { kind: 'finished' };

/**
 * The next play-off round of a league from its regular-season table (team ids by place, 1.º first) and
 * every play-off match drawn so far (others, like the Playout, are ignored).
 */
export function nextPlayoffRound(
  format: Format,
  byPosition: readonly number[],
  played: readonly PlayoffMatch[],
): NextPlayoffRound {
  const stages = PLAYOFF_STAGES[format] ?? [];
  const own = played.filter((m) => stages.includes(m.stage));
  const last = stages.findLastIndex((s) => own.some((m) => m.stage === s));
  if (last < 0) return { kind: 'not-started' };
  const stage = stages[last] as number;
  const round = own.filter((m) => m.stage === stage);
  const pending = round.filter((m) => m.home_goals === null || m.away_goals === null).length;
  if (pending > 0) return { kind: 'pending', stage, pending };
  const next = stages[last + 1];
  if (next === undefined) return { kind: 'finished' };

  const place = (id: number): number => {
    const at = byPosition.indexOf(id);
    return at < 0 ? byPosition.length : at;
  };
  const losers = new Set(own.map((m) => loserOf(m, place)));
  const alive = byPosition.slice(0, bracketPlaces(format)).filter((id) => !losers.has(id));
  if (alive.length < 2) return { kind: 'finished' };
  // With an odd number alive the best placed waits: it stays alive for the round after.
  const paired = alive.length % 2 === 0 ? alive : alive.slice(1);
  const fixtures = paired
    .slice(0, paired.length / 2)
    .map((home, i) => ({ stage: next, home_id: home, away_id: paired[paired.length - 1 - i] as number }));
  return { kind: 'round', stage: next, fixtures };
}

/** The team a completed play-off match sends home; a draw eliminates the worse placed. */
function loserOf(m: PlayoffMatch, place: (id: number) => number): number {
  const home = m.home_goals ?? 0;
  const away = m.away_goals ?? 0;
  if (home !== away) return home > away ? m.away_id : m.home_id;
  return place(m.home_id) < place(m.away_id) ? m.away_id : m.home_id;
}
