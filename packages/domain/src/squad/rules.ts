/** Squad rules with no I/O (and the league's list rules). */

/** Squad and objectives averages use the best 16 players by CA (docs/rules.md §3.4). */
export const TOP_SQUAD_SIZE = 16;
/** A player is an adult when older than this ('age over 20'). */
export const ADULT_AGE_OVER = 20;
/** Registration list: 18 players over 20 plus 6 aged 20 or under, 24 in all. */
export const LIST_LIMITS = { adults: 18, youth: 6, total: 24 } as const;

export const DIVISIONS = ['Primera', 'Segunda'] as const;
export type Division = (typeof DIVISIONS)[number];
/** Highest top-16 average CA a squad of each division may have. */
export const DIVISION_CA_CAP: Readonly<Record<Division, number>> = { Primera: 160, Segunda: 153 };

export const isDivision = (value: string | null | undefined): value is Division =>
  value === 'Primera' || value === 'Segunda';

export const isAdult = (age: number): boolean => age > ADULT_AGE_OVER;

/**
 * Average CA of the best `size` players. With fewer players the average is over those there are
 * (a short squad cannot lower its average by leaving slots empty); no players averages 0.
 */
export function topAverageCa(cas: readonly number[], size: number = TOP_SQUAD_SIZE): number {
  if (cas.length === 0) return 0;
  const top = [...cas].sort((a, b) => b - a).slice(0, size);
  return top.reduce((sum, ca) => sum + ca, 0) / top.length;
}

/** Two decimals, as the screens show averages. */
export const roundAverage = (value: number): number => Math.round(value * 100) / 100;

/** 161.25 → '161,25'; 160 → '160'. */
export const formatAverage = (value: number): string => String(roundAverage(value)).replace('.', ',');

export interface AgeCounts {
  adults: number;
  youth: number;
  total: number;
}

export function ageCounts(ages: readonly number[]): AgeCounts {
  const adults = ages.filter(isAdult).length;
  return { adults, youth: ages.length - adults, total: ages.length };
}
