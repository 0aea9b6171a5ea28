import { playedAsRound } from './playoffs';
import { BAN_ROUNDS, YELLOW_RULES } from './constants';
import { FINAL_STAGE, isLeagueFormat, roundName, type Format } from './round-names';

/** One player's statistics in one match ("Match statistic row"); stage is the match's round. */
export interface SanctionRow {
  stage: number;
  yellow_cards: number;
  red_cards: number;
  simple_injuries: number;
  serious_injuries: number;
  direct_red: boolean;
}

export type BarCause = 'yellow_cards' | 'red_card' | 'direct_red' | 'injury' | 'serious_injury';

export interface BarReason {
  cause: BarCause;
  /** The round of the match that caused the ban. */
  match_stage: number;
  /** The cumulative yellow count that reached a threshold (yellow_cards only). */
  yellow_count: number | null;
  text: string;
}

export interface BarredRound {
  stage: number;
  /** Barred rounds are shown by stage name (docs/rules.md §9), as on the team statistics screen. */
  label: string;
  reasons: BarReason[];
}

/** What the player reads for each cause (docs/rules.md §9). */
export const BAR_REASON_TEXT = {
  yellow_cards: (count: number) => `Acumulación de amarillas (${count})`,
  red_card: 'Tarjeta roja',
  direct_red: 'Roja directa',
  injury: 'Lesión',
  serious_injury: 'Lesión grave',
} as const;

/** The `count` rounds after a match, as offsets: 2 → [1, 2]. */
const next = (count: number): number[] => Array.from({ length: count }, (_, i) => i + 1);

/**
 * The first semifinal round of each cup (docs/rules.md §9): cards received before it stop counting from it
 * on. Bans already earned by those cards are still served; only the count starts again at zero.
 */
export const YELLOW_RESET_STAGE: Readonly<Partial<Record<Format, number>>> = { UCL: 5, UEL: 3, CFM: 4 };

/**
 * Rounds the player may not play, with every reason. Sanctions add up as the union of barred rounds
 * (docs/rules.md §9). Rounds after the format's Final are dropped: they are never played.
 */
export function barredRounds(rows: readonly SanctionRow[], format: Format): BarredRound[] {
  const byStage = new Map<number, BarReason[]>();
  /** Bars the rounds `offsets` after the match; the same reason from the same match counts once. */
  const bar = (
    offsets: readonly number[],
    cause: BarCause,
    s: number,
    text: string,
    count: number | null = null,
  ) => {
    for (const stage of offsets.map((offset) => s + offset)) {
      if (stage > FINAL_STAGE[format]) continue;
      const reasons = byStage.get(stage) ?? [];
      if (!reasons.some((r) => r.text === text && r.match_stage === s)) {
        reasons.push({ cause, match_stage: s, yellow_count: count, text });
      }
      byStage.set(stage, reasons);
    }
  };

  const rules = YELLOW_RULES[isLeagueFormat(format) ? 'league' : 'cup'];
  const resetStage = YELLOW_RESET_STAGE[format];
  let yellows = 0;
  let reset = false;
  for (const row of [...rows].sort((a, b) => a.stage - b.stage)) {
    const s = row.stage;
    if (resetStage !== undefined && !reset && s >= resetStage) {
      yellows = 0;
      reset = true;
    }
    // Each card counts on its own, so two cards in one match cannot jump over a threshold.
    for (let card = 0; card < row.yellow_cards; card++) {
      yellows++;
      for (const rule of rules) {
        if (yellows % rule.every === 0) {
          bar(rule.offsets, 'yellow_cards', s, BAR_REASON_TEXT.yellow_cards(yellows), yellows);
        }
      }
    }
    // A direct red is a red card with the longer ban; it is not also listed as a plain red.
    if (row.direct_red) bar(next(BAN_ROUNDS.direct_red), 'direct_red', s, BAR_REASON_TEXT.direct_red);
    else if (row.red_cards > 0) bar(next(BAN_ROUNDS.red_card), 'red_card', s, BAR_REASON_TEXT.red_card);
    if (row.serious_injuries > 0)
      bar(next(BAN_ROUNDS.serious_injury), 'serious_injury', s, BAR_REASON_TEXT.serious_injury);
    if (row.simple_injuries > 0) bar(next(BAN_ROUNDS.injury), 'injury', s, BAR_REASON_TEXT.injury);
  }
  return [...byStage.entries()]
    .sort(([a], [b]) => a - b)
    .map(([stage, reasons]) => ({ stage, label: roundName(format, stage, 'statistics'), reasons }));
}

/** Why the player may not play `stage` (Spanish texts); an empty list means the player is available. */
export function isBarred(rows: readonly SanctionRow[], format: Format, stage: number): string[] {
  const round = barredRounds(rows, format).find((b) => b.stage === playedAsRound(format, stage));
  return round ? round.reasons.map((r) => r.text) : [];
}

export interface PlayerStatRow extends SanctionRow {
  goals: number;
  assists: number;
}

/** One player's line on the team statistics screen. Rounds are the latest such round. */
export interface PlayerSummary {
  goals: number;
  assists: number;
  yellow_cards: number;
  red_card_round: number | null;
  injury_round: number | null;
  serious_injury_round: number | null;
  last_match_round: number | null;
  barred_rounds: BarredRound[];
}

export function summarizePlayer(rows: readonly PlayerStatRow[], format: Format): PlayerSummary {
  const latest = (pick: (r: PlayerStatRow) => boolean): number | null =>
    rows
      .filter(pick)
      .reduce<number | null>((max, r) => (max === null || r.stage > max ? r.stage : max), null);
  const sum = (pick: (r: PlayerStatRow) => number) => rows.reduce((total, r) => total + pick(r), 0);
  return {
    goals: sum((r) => r.goals),
    assists: sum((r) => r.assists),
    yellow_cards: sum((r) => r.yellow_cards),
    red_card_round: latest((r) => r.red_cards > 0 || r.direct_red),
    injury_round: latest((r) => r.simple_injuries > 0),
    serious_injury_round: latest((r) => r.serious_injuries > 0),
    last_match_round: latest(() => true),
    barred_rounds: barredRounds(rows, format),
  };
}
