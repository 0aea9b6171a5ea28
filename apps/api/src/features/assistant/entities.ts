import { nameWordMatches, words } from '@liga/domain';

export interface Named {
  id: number;
  name: string;
}
export type Resolution<T extends Named> =
  { kind: 'none' } | { kind: 'one'; item: T } | { kind: 'ambiguous'; items: T[] };

/** Question words never read as a name: the words of the questions themselves. */
const QUESTION_WORDS = new Set(
  (
    'que quien quienes cual cuales cuanto cuanta cuantos cuantas como cuando donde esta estan va van es son ' +
    'el la los las de del al un una unos unas y o en por para con sin su sus mi mis me tengo hay ' +
    'equipo equipos jugador jugadores juega juegan valor vale goles gol asistencias estadisticas informe ' +
    'scouting reporte posicion puesto puntos tabla suspendido suspendida sancionado partido partidos ' +
    'liga primera segunda temporada proximo siguiente lista plantel presupuesto oferta ofertas subasta'
  ).split(' '),
);
/** Words many club names share: matching only these never picks a team. */
const GENERIC_TEAM_WORDS = new Set(
  'club atletico deportivo fc cf real del de la el los las san athletic'.split(' '),
);
const MAX_CHOICES = 5;

function score(questionWords: string[], name: string, generic: Set<string>) {
  const nameWords = words(name);
  let distinctive = 0;
  let all = 0;
  for (const w of nameWords) {
    if (!questionWords.some((q) => nameWordMatches(q, w))) continue;
    all += 1;
    if (!generic.has(w)) distinctive += 1;
  }
  return { distinctive, all, full: all === nameWords.length };
}

/**
 * Finds the player or team a question names, accent- and case-insensitive with one typo allowed per
 * word: the best-scoring names win; several equally good ones make the answer ask which one.
 */
export function resolve<T extends Named>(
  question: string,
  items: readonly T[],
  kind: 'player' | 'team',
): Resolution<T> {
  const q = words(question).filter((w) => w.length >= 3 && !QUESTION_WORDS.has(w));
  if (q.length === 0) return { kind: 'none' };
  const generic = kind === 'team' ? GENERIC_TEAM_WORDS : new Set<string>();
  let best: T[] = [];
  let bestKey = 0;
  for (const item of items) {
    const s = score(q, item.name, generic);
    if (s.distinctive === 0) continue;
    const key = s.all * 10 + (s.full ? 5 : 0);
    if (key > bestKey) [best, bestKey] = [[item], key];
    else if (key === bestKey) best.push(item);
  }
  if (best.length === 0) return { kind: 'none' };
  if (best.length === 1) return { kind: 'one', item: best[0]! };
  return { kind: 'ambiguous', items: best.slice(0, MAX_CHOICES) };
}
