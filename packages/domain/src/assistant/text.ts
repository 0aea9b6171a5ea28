/** Lower case, no accents, letters and digits separated by single spaces: "¿Cuántas?" → "cuantas". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export const words = (text: string): string[] => (normalize(text) || '').split(' ').filter(Boolean);

/** Edit distance, capped: fuzzy matching of names ("messsi" still finds "Messi"). */
export function editDistance(a: string, b: string, cap = 3): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

/** Whether a question word names a name word: equal, or one typo in words of 5+ letters. */
export const nameWordMatches = (q: string, name: string): boolean =>
  q === name || (q.length >= 5 && name.length >= 5 && editDistance(q, name, 1) <= 1);
