import { distance, fold, similarity } from '@liga/domain';

/** Names the capture should contain: the match's two teams and their registered players. */
export interface Vocabulary {
  teams: string[];
  names: string[];
}

/** Letter pairs the engine reads for one letter ('Peña' → 'Pefia', 'Cómers' for 'Córners'). */
const undoConfusions = (text: string) =>
  text.replaceAll('fi', 'n').replaceAll('ii', 'n').replaceAll('rn', 'm').replaceAll('cl', 'd');

/** The one spelling of the vocabulary a read word was meant to be, if exactly one is that close. */
function spellingOf(word: string, spellings: Map<string, string>): string | null {
  const folded = fold(word);
  if (folded.length < 3) return null;
  const exact = spellings.get(folded);
  if (exact) return exact;
  const near = [...spellings].filter(([f]) => {
    const d = Math.min(distance(folded, f), distance(undoConfusions(folded), f));
    return d <= (f.length >= 6 ? 2 : 1) && Math.abs(f.length - folded.length) <= 2;
  });
  return near.length === 1 ? near[0]![1] : null;
}

/**
 * Word breaks and initials the engine got wrong, put right against the registered names:
 * 'JuanVera' → 'Juan Vera', 'FSalazar' → 'F. Salazar', and an initial no registered player with
 * that surname has ('5. Cáceres' read for 'S. Cáceres') → the one such player's initial.
 */
function repairWords(name: string, registered: string[][]): string {
  const words = name.split(' ').filter(Boolean);
  const known = new Set(registered.flat().map(fold));
  const out: string[] = [];
  for (const word of words) {
    const folded = fold(word);
    const joined = known.has(folded)
      ? null
      : registered.find((r) => r.length >= 2 && fold(r.join('')) === folded.replace(/\./g, ''));
    if (joined) out.push(...joined);
    else if (
      !known.has(folded) &&
      /^\p{Lu}/u.test(word) &&
      known.has(folded.slice(1)) &&
      registered.some((r) => fold(r.at(-1)!) === folded.slice(1) && fold(r[0]!)[0] === folded[0])
    )
      out.push(`${word[0]}.`, word.slice(1));
    else out.push(word);
  }
  const first = out[0];
  if (out.length === 2 && first && /^\p{Lu}\.$/u.test(first)) {
    const same = registered.filter((r) => r.length >= 2 && fold(r.at(-1)!) === fold(out[1]!));
    const initials = new Set(same.map((r) => r[0]![0]!.toLocaleUpperCase('es')));
    if (!initials.has(first[0]!) && initials.size === 1) out[0] = `${[...initials][0]}.`;
  }
  return out.join(' ');
}

const keepCase = (read: string, spelling: string) =>
  read === read.toLocaleUpperCase('es') && read.length > 1 ? spelling.toLocaleUpperCase('es') : spelling;

/**
 * Corrects accents and look-alike letters in read names against the names the match can contain
 * ('Fernandez' → 'Fernández', 'PEREZ' → 'PÉREZ'): the engine often drops an accent, a registered
 * name never does. A word close to several spellings is left as read.
 */
export function snapNames<P extends { name: string }>(
  players: P[],
  teams: { home: string | null; away: string | null },
  vocabulary: Vocabulary,
): { players: P[]; teams: { home: string | null; away: string | null } } {
  const registered = vocabulary.names.map((n) => n.split(/\s+/).filter(Boolean));
  const spellings = new Map<string, string>();
  for (const name of vocabulary.names)
    for (const word of name.split(/\s+/)) if (word.length >= 3) spellings.set(fold(word), word);
  const team = (read: string | null) => {
    if (!read) return read;
    const best = vocabulary.teams
      .map((t) => ({ t, s: similarity(fold(read), fold(t)) }))
      .sort((a, b) => b.s - a.s)[0];
    return best && best.s >= 0.75 ? best.t : read;
  };
  return {
    teams: { home: team(teams.home), away: team(teams.away) },
    players: players.map((p) => ({
      ...p,
      name: repairWords(p.name, registered)
        .split(' ')
        .map((word) => {
          const spelling = spellingOf(word, spellings);
          return spelling ? keepCase(word, spelling) : word;
        })
        .join(' '),
    })),
  };
}
