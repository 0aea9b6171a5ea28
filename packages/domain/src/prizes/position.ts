import { ASSISTS_POSITION, PRIZE_TABLE_MAX_POSITIONS, SCORER_POSITION } from './constants';

/**
 * A prize's position is one of a closed set (decision 009, second audit in decision 013): a place
 * from 1° to 32° (the largest tournament has 32 teams) or one of the rule book's two awards,
 * Goleador and Asistidor. However it is written — '1', '1°', '1º', '1ro', '1st', a fullwidth '１',
 * '1' with a zero-width space, 'primero', '1° puesto', 'Campeón' — it is parsed to that one value
 * before the once-per-position rule compares it, so spelling can never pay a place twice. Anything
 * else is refused: a free text would be a new position each time it is spelled differently.
 */
export const positionLabel = (position: number): string => `${position}°`;

const NUMBERED =
  /^(?:n(?:ro|o|°)?\.?\s*)?(\d{1,3})\s*(?:°|o|a|ro|ra|do|da|er|to|ta|vo|va|no|na|mo|ma|st|nd|rd|th)?\.?$/;

/** Spanish ordinal words (and the final's names) → place, compared without accents or case. */
const WORDS: Record<string, number> = {
  primero: 1,
  primer: 1,
  primera: 1,
  campeon: 1,
  segundo: 2,
  segunda: 2,
  subcampeon: 2,
  tercero: 3,
  tercer: 3,
  tercera: 3,
  cuarto: 4,
  cuarta: 4,
  quinto: 5,
  quinta: 5,
  sexto: 6,
  sexta: 6,
  septimo: 7,
  septima: 7,
  setimo: 7,
  octavo: 8,
  octava: 8,
  noveno: 9,
  novena: 9,
  decimo: 10,
  decima: 10,
};

const AWARDS: Record<string, string> = {
  goleador: SCORER_POSITION,
  'maximo goleador': SCORER_POSITION,
  asistidor: ASSISTS_POSITION,
  'maximo asistidor': ASSISTS_POSITION,
};

/** Words around a place that say nothing more: '1° puesto', 'puesto 1', 'primer lugar'. */
const FILLER = /^(?:puesto|lugar|posicion)\s+|\s+(?:puesto|lugar|posicion)$/g;

/** Compatibility forms (fullwidth digits, º → o), invisible format characters, accents and case removed. */
function fold(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(FILLER, '')
    .trim();
}

/** The one position `text` names ('1°' … '32°', 'Goleador', 'Asistidor'), or null when it names none. */
export function parsePosition(text: string): string | null {
  const folded = fold(text);
  const award = AWARDS[folded];
  if (award) return award;
  const digits = NUMBERED.exec(folded)?.[1];
  const place = digits !== undefined ? Number(digits) : WORDS[folded];
  if (place === undefined || place < 1 || place > PRIZE_TABLE_MAX_POSITIONS) return null;
  return positionLabel(place);
}
