import type { PlayerCandidate, PlayerMatch } from './contracts';
import { fold, similarity } from './text';

/** A player registered in one of the match's two teams. */
export interface RegisteredPlayer {
  id: number;
  name: string;
  team_id: number;
  /** The shirt number last seen for this player, when one is known. */
  shirt_number?: number | null;
}

/** What a capture says about a player. */
export interface ReadPlayer {
  name: string;
  shirt_number: number | null;
}

/** A match is certain from this score, and when the next candidate is this far behind. */
export const CERTAIN_SCORE = 0.8;
export const CERTAIN_MARGIN = 0.08;

interface Token {
  text: string;
  initial: boolean;
}

const tokens = (name: string): Token[] =>
  fold(name)
    .replace(/[^\p{L}\s.]/gu, ' ')
    .split(/[\s.]+/)
    .filter(Boolean)
    .map((text) => ({ text, initial: text.length === 1 }));

/**
 * How well a printed name fits a registered one, 0 to 1, ignoring accents and case. Games print
 * 'Juan Pérez', 'J. Pérez', 'Pérez' or 'PÉREZ': every printed word must fit a registered word (an
 * initial fits a word starting with it), and a name printed shorter costs a little.
 */
export function nameScore(read: string, registered: string): number {
  const r = tokens(read);
  const p = tokens(registered);
  if (r.length === 0 || p.length === 0) return 0;
  const whole = similarity(r.map((t) => t.text).join(' '), p.map((t) => t.text).join(' '));
  const words = r.filter((t) => !t.initial);
  if (words.length === 0) return whole;
  const used = new Set<number>();
  let sum = 0;
  for (const word of words) {
    let best = 0;
    let at = -1;
    p.forEach((candidate, i) => {
      const s = used.has(i) ? 0 : similarity(word.text, candidate.text);
      if (s > best) [best, at] = [s, i];
    });
    if (at >= 0) used.add(at);
    sum += best;
  }
  let score = sum / words.length;
  for (const initial of r.filter((t) => t.initial)) {
    const fits = p.some((candidate, i) => !used.has(i) && candidate.text.startsWith(initial.text));
    score *= fits ? 1 : 0.7;
  }
  const printedWords = r.length;
  if (printedWords < p.length) score *= 0.96;
  return Math.max(whole, score);
}

/** A known shirt number settles close calls: the same number adds, a different one takes away. */
function withShirt(score: number, read: ReadPlayer, player: RegisteredPlayer): number {
  if (read.shirt_number === null || player.shirt_number == null) return score;
  return Math.max(0, Math.min(1, score + (read.shirt_number === player.shirt_number ? 0.15 : -0.15)));
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** A registered player and how well a row's name fits him, as the answer lists it. */
const asCandidate = (c: { player: RegisteredPlayer; score: number }): PlayerCandidate => ({
  player_id: c.player.id,
  name: c.player.name,
  team_id: c.player.team_id,
  score: round(c.score),
});

/**
 * Matches every printed player to at most one registered player, never two rows to the same one
 * (best pairs first). A row is left uncertain, for the user to pick, when its best fit is weak, when
 * a close second exists, or when its best fit went to a row that fits it better.
 */
export function matchPlayers(read: ReadPlayer[], registered: RegisteredPlayer[]): PlayerMatch[] {
  const scores = read.map((row) =>
    registered
      .map((player) => ({ player, score: withShirt(nameScore(row.name, player.name), row, player) }))
      .sort((a, b) => b.score - a.score),
  );
  // The team most rows clearly belong to wins ties (a ratings screen lists one team).
  const votes = new Map<number, number>();
  for (const list of scores)
    if ((list[0]?.score ?? 0) >= CERTAIN_SCORE)
      votes.set(list[0]!.player.team_id, (votes.get(list[0]!.player.team_id) ?? 0) + 1);
  const team = [...votes].sort((a, b) => b[1] - a[1])[0]?.[0];
  for (const list of scores) {
    for (const c of list) if (c.player.team_id === team) c.score = Math.min(1, c.score + 0.02);
    list.sort((a, b) => b.score - a.score);
  }

  const pairs = scores
    .flatMap((list, row) => list.filter((c) => c.score >= 0.5).map((c) => ({ row, ...c })))
    .sort((a, b) => b.score - a.score);
  const taken = new Set<number>();
  const chosen = new Map<number, { player: RegisteredPlayer; score: number }>();
  for (const pair of pairs) {
    if (chosen.has(pair.row) || taken.has(pair.player.id)) continue;
    chosen.set(pair.row, pair);
    taken.add(pair.player.id);
  }

  return read.map((_, row) => {
    const list = scores[row]!;
    const pick = chosen.get(row);
    const candidates = list
      .filter((c) => c.score >= 0.6)
      .slice(0, 4)
      .map(asCandidate);
    if (!pick) return { player_id: null, name: null, team_id: null, score: 0, uncertain: true, candidates };
    const rival = list.find((c) => c.player.id !== pick.player.id);
    const uncertain =
      pick.score < CERTAIN_SCORE ||
      (rival !== undefined && pick.score - rival.score < CERTAIN_MARGIN) ||
      list[0]!.player.id !== pick.player.id;
    return { ...asCandidate(pick), uncertain, candidates };
  });
}
