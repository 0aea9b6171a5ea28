/** Lower case without accents: 'Núñez' → 'nunez' (names and labels are compared this way). */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Levenshtein distance, for short words and labels. */
export function distance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length]!;
}

/** 1 for equal texts, 0 for nothing in common (edit distance over the longer length). */
export const similarity = (a: string, b: string) =>
  a.length + b.length === 0 ? 1 : 1 - distance(a, b) / Math.max(a.length, b.length);

/** A word with letters (names and labels), not a value or a stray mark. */
export const isWordy = (text: string) => /\p{L}{2,}/u.test(text);
