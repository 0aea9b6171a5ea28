/** `1 premio`, `3 premios`: a count with its noun (and adjectives) in the number it takes. */
export const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
