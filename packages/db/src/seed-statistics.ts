import { MAX_SUBSTITUTIONS, MVPS_PER_TEAM, isBarred, type SanctionRow } from '@liga/domain';
import type { Tx } from './client';
import { matchStatistics, type matches } from './schema/index';

type Match = Pick<
  typeof matches.$inferSelect,
  'id' | 'teamHomeId' | 'teamAwayId' | 'scoreHome' | 'scoreAway' | 'stage'
>;
type Line = typeof matchStatistics.$inferInsert;

/** Rows per insert: 15 columns each stays far below PostgreSQL's 65,535 parameters. */
const CHUNK = 1_000;
/** A team starts a match with eleven. */
const STARTERS = 11;

/**
 * One team's lines in one match, consistent with its score: the goals add up to the score, each
 * assist belongs to a goal (so a team never has more assists than goals), a few yellow cards, now and
 * then a red card or an injury, and one MVP (MVPS_PER_TEAM) — the team's top scorer, if any. Every
 * line is an appearance (decision 023): the players with an event, then the squad in turn from a
 * place that moves each match, up to eleven starters and 0–5 substitutes (rule book 'Cambios').
 */
export function teamLines(
  base: { matchId: number; tournamentId: number; teamId: number },
  goals: number,
  squad: readonly number[],
  rnd: () => number,
): Line[] {
  if (squad.length === 0) return [];
  const lines = new Map<number, Line>();
  const line = (playerId: number) => {
    const found = lines.get(playerId) ?? { ...base, playerId };
    lines.set(playerId, found);
    return found;
  };
  const any = () => squad[Math.floor(rnd() * squad.length)]!;
  // The first players of a list score most: top lists get real leaders, not a 20-way tie.
  const forward = () => squad[Math.floor(rnd() ** 2 * Math.min(squad.length, 12))]!;
  for (let g = 0; g < goals; g++) {
    const scorer = line(forward());
    scorer.goals = (scorer.goals ?? 0) + 1;
    const assister = forward();
    if (assister !== scorer.playerId && rnd() < 0.7) {
      const l = line(assister);
      l.assists = (l.assists ?? 0) + 1;
    }
  }
  const yellows = Math.floor(rnd() * 3);
  for (let y = 0; y < yellows; y++) line(any()).yellowCards = 1;
  if (rnd() < 0.12) {
    const sentOff = line(any());
    sentOff.redCards = 1;
    sentOff.directRed = rnd() < 0.5;
    if (!sentOff.directRed) sentOff.yellowCards = 1;
  }
  if (rnd() < 0.1) line(any()).simpleInjuries = 1;
  if (rnd() < 0.03) line(any()).seriousInjuries = 1;
  const scorers = [...lines.values()].filter((l) => (l.goals ?? 0) > 0);
  const mvps = scorers.sort((a, b) => (b.goals ?? 0) - (a.goals ?? 0)).slice(0, MVPS_PER_TEAM);
  for (const mvp of mvps.length > 0 ? mvps : [line(any())]) mvp.mvp = true;
  // Who played draws nothing from rnd: the events (and every later match's) stay as they were.
  const subs = (base.matchId + base.teamId) % (MAX_SUBSTITUTIONS + 1);
  const appearances = Math.min(squad.length, STARTERS + subs);
  for (let k = 0; lines.size < appearances; k++) line(squad[(base.matchId + k) % squad.length]!);
  return [...lines.values()].map((l) => ({ ...l, played: true }));
}

/**
 * Per-player statistics of played matches, from the registered players of each team, written with
 * a few multi-row inserts (the seed runs before many test files: no statement per row).
 */
export async function insertMatchStatistics(
  tx: Tx,
  tournamentId: number,
  played: readonly Match[],
  squads: ReadonlyMap<number, readonly number[]>,
  rnd: () => number,
): Promise<number> {
  const rows: Line[] = [];
  // Each player's lines so far: a barred player sits the round out (rule book 'Suspensiones'), as the
  // server demands. Every seeded tournament is a league, and Primera and Segunda share its rules.
  const history = new Map<number, SanctionRow[]>();
  for (const m of [...played].sort((a, b) => a.stage - b.stage)) {
    for (const [teamId, goals] of [
      [m.teamHomeId, m.scoreHome ?? 0],
      [m.teamAwayId, m.scoreAway ?? 0],
    ] as const) {
      const squad = (squads.get(teamId) ?? []).filter(
        (id) => isBarred(history.get(id) ?? [], 'PD', m.stage).length === 0,
      );
      const lines = teamLines({ matchId: m.id, tournamentId, teamId }, goals, squad, rnd);
      for (const l of lines) {
        const row: SanctionRow = {
          stage: m.stage,
          yellow_cards: l.yellowCards ?? 0,
          red_cards: l.redCards ?? 0,
          simple_injuries: l.simpleInjuries ?? 0,
          serious_injuries: l.seriousInjuries ?? 0,
          direct_red: l.directRed ?? false,
        };
        history.set(l.playerId, [...(history.get(l.playerId) ?? []), row]);
      }
      rows.push(...lines);
    }
  }
  for (let i = 0; i < rows.length; i += CHUNK)
    await tx.insert(matchStatistics).values(rows.slice(i, i + CHUNK));
  return rows.length;
}
