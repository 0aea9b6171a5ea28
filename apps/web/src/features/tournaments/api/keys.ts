/**
 * Every competition query sits under one prefix: a saved result changes matches, standings, top lists
 * and suspensions at once, so a save invalidates the prefix instead of guessing which screens it touched.
 */
export const competitionKey = ['competition'] as const;
export const tournamentsKey = [...competitionKey, 'tournaments'] as const;
export const matchesKey = [...competitionKey, 'matches'] as const;
/** Seasons do not change with results: kept outside the competition prefix. */
export const seasonsKey = ['seasons'] as const;
