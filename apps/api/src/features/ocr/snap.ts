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
 * Word breaks the engine got wrong, put right against the registered names: 'JuanVera' → 'Juan
 * Vera', 'FSalazar' → 'F. Salazar'. An initial is never changed: 'F. Fernández' stays itself even
 * when the squad's only Fernández is an A. (decision 037), and the matching says how sure it is.
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
  return out.join(' ');
}

const keepCase = (read: string, spelling: string) =>
  read === read.toLocaleUpperCase('es') && read.length > 1 ? spelling.toLocaleUpperCase('es') : spelling;

const spellingsBy = new WeakMap<Vocabulary, Map<string, string>>();

/** Each registered word (3+ letters) by its folded form, made once per vocabulary. */
function spellingsOf(vocabulary: Vocabulary): Map<string, string> {
  const made = spellingsBy.get(vocabulary);
  if (made) return made;
  const spellings = new Map<string, string>();
  for (const name of vocabulary.names)
    for (const word of name.split(/\s+/)) if (word.length >= 3) spellings.set(fold(word), word);
  spellingsBy.set(vocabulary, spellings);
  return spellings;
}

/**
 * The accents the engine dropped, put back where a read word has exactly the letters of a
 * registered word ('Martinez' → 'Martínez', 'PENA' → 'PEÑA'): no letter is changed, added or
 * removed, so the name is still the one printed (decision 037). Anything else stays as read.
 */
export function restoreAccents(name: string, vocabulary: Vocabulary): string {
  const spellings = spellingsOf(vocabulary);
  return name
    .split(' ')
    .map((word) => {
      const spelling = spellings.get(fold(word));
      return spelling && spelling.length === word.length ? keepCase(word, spelling) : word;
    })
    .join(' ');
}

/**
 * A team read in part ('Pampa' for 'Juventud Pampa', 'soomog Vale' for 'Sporting Valle'): the one
 * team of the match with a word that a word read (four letters or more) is, or nearly is (one letter
 * off, two in a word of six or more), where no word read is one of the other's (decision 055).
 */
function byWord(read: string, teams: string[]): string | null {
  const words = read
    .split(/\s+/)
    .filter((w) => w.length >= 4)
    .map(fold);
  const near = (w: string, t: string) => distance(w, t) <= (t.length >= 6 ? 2 : 1);
  const named = teams.filter((team) => words.some((w) => team.split(/\s+/).some((t) => near(w, fold(t)))));
  return named.length === 1 ? named[0]! : null;
}

/**
 * Spells read names as the names the match can contain ('Fernandez' → 'Fernández', 'PEREZ' →
 * 'PÉREZ'), for matching them to the squads only: the answer's `name` stays as read (decision 037).
 * A word close to several spellings is left as read.
 */
export function snapNames<P extends { name: string }>(
  players: P[],
  teams: { home: string | null; away: string | null },
  vocabulary: Vocabulary,
): { players: P[]; teams: { home: string | null; away: string | null } } {
  const registered = registeredOf(vocabulary);
  const spellings = spellingsOf(vocabulary);
  const team = (read: string | null) => {
    if (!read) return read;
    const [best, second] = vocabulary.teams
      .map((t) => ({ t, s: similarity(fold(read), fold(t)) }))
      .sort((a, b) => b.s - a.s);
    // Close to one of the match's two teams, or nearer it by far than the other (a big title's
    // letters misread: 'Sports Malle' for 'Sporting Valle').
    const clear = best && (best.s >= 0.75 || (best.s >= 0.6 && best.s - (second?.s ?? 0) >= 0.3));
    return clear ? best.t : (byWord(read, vocabulary.teams) ?? read);
  };
  return {
    teams: { home: team(teams.home), away: team(teams.away) },
    players: players.map((p) => ({ ...p, name: spell(p.name, registered, spellings) })),
  };
}

function spell(name: string, registered: string[][], spellings: Map<string, string>): string {
  return repairWords(name, registered)
    .split(' ')
    .map((word) => {
      const spelling = spellingOf(word, spellings);
      return spelling ? keepCase(word, spelling) : word;
    })
    .join(' ');
}

/** One name spelled as `snapNames` spells each player's (decision 056: a name read again on its own). */
export const spelledName = (name: string, vocabulary: Vocabulary): string =>
  spell(name, registeredOf(vocabulary), spellingsOf(vocabulary));

const registeredOf = (vocabulary: Vocabulary) => vocabulary.names.map((n) => n.split(/\s+/).filter(Boolean));

/**
 * A name whose every word of three letters or more is a word of the match's squads' names, as spelled
 * (decision 056), and that has one such word at least.
 */
export function isSquadName(name: string, vocabulary: Vocabulary): boolean {
  const spellings = spellingsOf(vocabulary);
  const words = name.split(/\s+/).filter((w) => w.length >= 3);
  return words.length > 0 && words.every((w) => spellings.has(fold(w)));
}
