/**
 * Position texts are free (spec 02 §3 "position (text)"), but '1', '1°', '1º' and '1ro' name the
 * same place: they are stored as '1°', so the once-per-position rule cannot be dodged by spelling.
 */
const ORDINAL = /^(\d{1,3})\s*(?:°|º|ª|o|ro|do|er|to|vo|no|mo)?\.?$/i;

export const positionLabel = (position: number): string => `${position}°`;

/** Trims, collapses spaces and writes numbered places as 'N°'. */
export function normalizePosition(text: string): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  const ordinal = ORDINAL.exec(clean);
  return ordinal ? positionLabel(Number(ordinal[1])) : clean;
}
