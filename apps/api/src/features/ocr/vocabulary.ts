import { fold, similarity } from '@liga/domain';

/**
 * Statistic labels of football games' match-facts screens, Spanish and English, as they print them.
 * A label read with small errors ('Cómers') snaps to its entry; any other label is kept as read.
 */
export const STAT_LABELS = [
  'Posesión',
  'Posesión de balón',
  'Tiros',
  'Tiros totales',
  'Tiros a puerta',
  'Tiros al arco',
  'Goles esperados',
  'Pases',
  'Pases completados',
  'Precisión de pases',
  'Entradas',
  'Entradas ganadas',
  'Faltas',
  'Faltas cometidas',
  'Tarjetas amarillas',
  'Tarjetas rojas',
  'Fueras de juego',
  'Córners',
  'Saques de esquina',
  'Tiros libres',
  'Penales',
  'Paradas',
  'Intercepciones',
  'Regates',
  'Centros',
  'Centros al área',
  'Despejes',
  'Pases clave',
  'Possession',
  'Ball Possession',
  'Shots',
  'Shots on Target',
  'Expected Goals',
  'Passes',
  'Pass Accuracy',
  'Tackles',
  'Tackles Won',
  'Fouls',
  'Fouls Committed',
  'Yellow Cards',
  'Red Cards',
  'Offsides',
  'Corners',
  'Free Kicks',
  'Penalty Kicks',
  'Saves',
  'Interceptions',
  'Dribbles',
  'Crosses',
  'Clearances',
  'Key Passes',
] as const;

/** Letter pairs the engine reads as one letter ('Cómers' for 'Córners'), folded alike on both sides. */
const squash = (text: string) =>
  text.replaceAll('rn', 'm').replaceAll('cl', 'd').replaceAll('fi', 'n').replaceAll('ii', 'n');

const FOLDED = STAT_LABELS.map((label) => ({ label, folded: fold(label), squashed: squash(fold(label)) }));

const ENGLISH_FROM = STAT_LABELS.indexOf('Possession');
export const isEnglishLabel = (label: string) => STAT_LABELS.indexOf(label as never) >= ENGLISH_FROM;

/**
 * The dictionary entry a label was meant to be, when one is close enough. Entries that fold alike
 * ('Corners', 'Córners') are told apart by the screen's language when it is known.
 */
export function knownStat(read: string, english?: boolean): { label: string; score: number } | null {
  const folded = fold(read);
  const lower = read.toLocaleLowerCase('es');
  let best: { label: string; score: number; exact: number } | null = null;
  for (const entry of FOLDED) {
    const score = Math.max(similarity(folded, entry.folded), similarity(squash(folded), entry.squashed));
    // 'Corners' and 'Córners' fold alike: the accents as read decide between them.
    const sameLanguage = english === undefined || isEnglishLabel(entry.label) === english ? 1 : 0;
    const exact = similarity(lower, entry.label.toLocaleLowerCase('es')) + sameLanguage;
    if (!best || score > best.score || (score === best.score && exact > best.exact))
      best = { label: entry.label, score, exact };
  }
  return best && best.score >= 0.75 ? { label: best.label, score: best.score } : null;
}

/** Title words of a match-facts screen. */
export const STATISTICS_TITLES = ['estadisticas', 'resumen', 'match', 'facts', 'stats', 'statistics'];

/**
 * A player's position as games print it before the name, in capitals: Spanish ('POR', 'DFC', 'MCD', 'DC',
 * 'SUP'), English ('GK', 'CB', 'CDM', 'ST', 'SUB') and the lines ('DEF', 'MED', 'DEL').
 */
// prettier-ignore
const POSITION_CODES = new Set([
  'POR', 'DFC', 'DFI', 'DFD', 'LD', 'LI', 'CAD', 'CAI', 'MCD', 'MC', 'MCO', 'MD', 'MI', 'ED', 'EI', 'DC', 'SD',
  'SUP', 'GK', 'CB', 'LB', 'RB', 'LWB', 'RWB', 'CDM', 'CM', 'CAM', 'LM', 'RM', 'LW', 'RW', 'CF', 'ST', 'SUB',
  'DEF', 'MED', 'DEL', 'MID', 'FWD',
]);

/**
 * A word that is a position code in capitals ('DFC', 'ST'), not a name (decision 049); read with the tag's
 * frame ('[MED]', '(DEF)') too (decision 050).
 */
export const isPositionCode = (text: string) =>
  POSITION_CODES.has(text.replace(/^[^\p{L}]{1,2}|[^\p{L}]{1,2}$/gu, ''));

/**
 * A game's button prompts along a screen's foot ('Ⓐ Continuar  Ⓑ Atrás'), in Spanish and English: the
 * button's letter is read as a digit before the word, and the two taken for a shirt number and a name
 * (decision 055).
 */
// prettier-ignore
const PROMPTS = new Set([
  'continuar', 'atras', 'volver', 'salir', 'aceptar', 'cancelar', 'confirmar', 'siguiente', 'anterior',
  'seleccionar', 'opciones', 'menu', 'cerrar', 'omitir', 'saltar',
  'continue', 'back', 'exit', 'accept', 'cancel', 'confirm', 'next', 'previous', 'select', 'options',
  'close', 'skip',
]);

/**
 * A name that is no player's (decision 055): one button prompt's word ('Continuar', 'Back'), or a title
 * with the name column's heading in it ('NOTAS DE LOS JUGADORES', 'JUGADOR DEL PARTIDO', 'PLAYER GRADES').
 */
export const isNoPlayer = (name: string) =>
  PROMPTS.has(fold(name.trim())) ||
  name.split(/\s+/).some((w) => ['jugador', 'jugadores', 'player', 'players'].includes(fold(w)));

/** Column headings of a player-ratings table, by the field they head. */
export const PLAYER_HEADINGS = {
  shirt: ['n°', 'nº', 'no', 'n', '#', 'num', 'dorsal', 'n*', 'ne', 'n2'],
  name: ['jugador', 'jugadores', 'player', 'players', 'nombre', 'name'],
  rating: ['nota', 'val', 'valoracion', 'rating', 'rtg', 'puntuacion', 'calif', 'media', 'pts'],
  goals: ['g', 'goles', 'gol', 'goals', 'gls'],
  assists: ['a', 'asist', 'asistencias', 'assists', 'ast', 'as'],
  cards: ['tarj', 'tarjetas', 'cards', 'tarjeta', 'disciplina'],
  injury: ['les', 'lesion', 'lesiones', 'inj', 'injury', 'injuries', 'les.'],
} as const;
export type Heading = keyof typeof PLAYER_HEADINGS;

/** Which column a heading word names, if any ('TARJ.' → cards, 'Val.' → rating). */
export function headingOf(word: string): Heading | null {
  const folded = fold(word)
    .replace(/[.:]+$/, '')
    .replace(/[)}\]]/g, 'j');
  for (const [heading, words] of Object.entries(PLAYER_HEADINGS) as [Heading, readonly string[]][]) {
    if ((words as readonly string[]).includes(folded)) return heading;
    if (folded.length >= 4 && words.some((w) => w.length >= 4 && similarity(folded, w) >= 0.75))
      return heading;
    // Abbreviations cut shorter than ours ('IN.' for 'INJ.').
    if (folded.length >= 2 && words.some((w) => w.length >= 3 && w.startsWith(folded))) return heading;
  }
  return null;
}
