import { UCL_GROUP_SIZE } from './constants';
import type { GroupStandings } from './standings';

/** A scheduled match: `stage` is the round number (Match.stage). */
export interface Fixture {
  stage: number;
  home_id: number;
  away_id: number;
  group?: string;
}

function assertDistinct(ids: readonly number[]): void {
  if (new Set(ids).size !== ids.length) throw new RangeError('Un equipo aparece más de una vez.');
}

/** Deterministic PRNG (mulberry32) so a seeded draw can be repeated. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates shuffle with a seed; without a seed the order given is kept (the caller drew it). */
export function seededShuffle<T>(items: readonly T[], seed?: number): T[] {
  const out = [...items];
  if (seed === undefined) return out;
  const next = random(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * Single round robin by the circle method (rule book, 14 teams, 13 rounds). The first slot
 * stays put while the others rotate one place a round. An odd count adds a bye in the fixed slot, so
 * every team rests once and n teams take n rounds. Home side: the fixed slot alternates by round, other
 * pairs give home to the upper row; each team visits every rotating slot once, which keeps its home
 * and away counts within one of each other.
 */
export function roundRobin(teamIds: readonly number[], group?: string): Fixture[] {
  assertDistinct(teamIds);
  if (teamIds.length < 2) return [];
  const slots: (number | null)[] = teamIds.length % 2 === 0 ? [...teamIds] : [null, ...teamIds];
  const n = slots.length;
  const fixtures: Fixture[] = [];
  for (let round = 0; round < n - 1; round++) {
    for (let i = 0; i < n / 2; i++) {
      const up = slots[i] ?? null;
      const down = slots[n - 1 - i] ?? null;
      if (up === null || down === null) continue;
      const upHome = i > 0 || round % 2 === 0;
      const [home_id, away_id] = upHome ? [up, down] : [down, up];
      fixtures.push(
        group === undefined
          ? { stage: round + 1, home_id, away_id }
          : { stage: round + 1, home_id, away_id, group },
      );
    }
    // Rotate every slot but the first: the last one moves to position 1.
    slots.splice(1, 0, slots.pop() ?? null);
  }
  return fixtures;
}

/** Champions League: 16 teams, 4 groups of 4. */
export const UCL_GROUPS = ['A', 'B', 'C', 'D'] as const;
export const UCL_TEAMS = UCL_GROUPS.length * UCL_GROUP_SIZE;
/** Cuartos is round 4 (docs/rules.md §2.5): the group stage is rounds 1–3, a single round robin. */
export const UCL_QUARTER_FINAL_STAGE = 4;

export interface UclDraw {
  groups: { group: string; team_ids: number[] }[];
  matches: Fixture[];
}

/**
 * UCL group stage. Groups are filled in order, four teams each, after a seeded shuffle when a seed is
 * given. Single round robin: rounds 1–3, since round 4 is already Cuartos.
 */
export function ucl(teamIds16: readonly number[], seed?: number): UclDraw {
  assertDistinct(teamIds16);
  if (teamIds16.length !== UCL_TEAMS) throw new RangeError(`La Champions necesita ${UCL_TEAMS} equipos.`);
  const drawn = seededShuffle(teamIds16, seed);
  const groups = UCL_GROUPS.map((group, g) => ({
    group,
    team_ids: drawn.slice(g * UCL_GROUP_SIZE, (g + 1) * UCL_GROUP_SIZE),
  }));
  return { groups, matches: groups.flatMap((g) => roundRobin(g.team_ids, g.group)) };
}

/**
 * Cuartos (round 4, single match, winner at home): each group winner meets the runner-up of its
 * neighbour, A1–B2, C1–D2, B1–A2, D1–C2. Listed in bracket order: the semifinals pair the winners of
 * matches 1 and 2 and of matches 3 and 4, so two teams of one group can meet only in the Final.
 */
export function uclQuarterFinals(groupStandings: readonly GroupStandings[]): Fixture[] {
  const sorted = [...groupStandings].sort((a, b) => a.group.localeCompare(b.group));
  const place = (g: number, position: 1 | 2): number => {
    const team = sorted[g]?.rows.find((r) => r.position === position);
    if (!team) throw new RangeError('Faltan grupos o posiciones para armar los cuartos.');
    return team.team_id;
  };
  if (sorted.length !== UCL_GROUPS.length) throw new RangeError('La Champions tiene 4 grupos.');
  const pairs: [number, number][] = [
    [0, 1],
    [2, 3],
    [1, 0],
    [3, 2],
  ];
  return pairs.map(([w, r]) => ({
    stage: UCL_QUARTER_FINAL_STAGE,
    home_id: place(w, 1),
    away_id: place(r, 2),
  }));
}

export interface KnockoutRound {
  matches: Fixture[];
  /** Teams that go straight to the next round. */
  byes: number[];
}

/**
 * First round of a cup (stage 1). When the count is not a power of two, the first teams in the list
 * (the seeds) get byes so the next round is a power of two: 24 teams (rule book, docs/rules.md §2.5) → 8 byes
 * and 8 matches, leaving 16 for Octavos (CFM round 2, docs/rules.md §2.5). The others meet first against last,
 * the higher-listed team at home. With a seed the list is shuffled first (an open draw).
 */
export function knockout(teamIds: readonly number[], seed?: number): KnockoutRound {
  assertDistinct(teamIds);
  const drawn = seededShuffle(teamIds, seed);
  if (drawn.length < 2) return { matches: [], byes: drawn };
  let size = 1;
  while (size < drawn.length) size *= 2;
  const byes = drawn.slice(0, size - drawn.length);
  const playing = drawn.slice(byes.length);
  const matches: Fixture[] = [];
  for (let i = 0; i < playing.length / 2; i++) {
    matches.push({
      stage: 1,
      home_id: playing[i] as number,
      away_id: playing[playing.length - 1 - i] as number,
    });
  }
  return { matches, byes };
}
