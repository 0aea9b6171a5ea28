/**
 * Cache keys of the season clock. Own prefix: other features cache GET /season under their own
 * key with their own shape, and the two must never share an entry.
 */
export const seasonClockKey = ['market', 'season-clock'] as const;
export const marketSeasonsKey = [...seasonClockKey, 'seasons'] as const;
export const seasonStartKey = [...seasonClockKey, 'start'] as const;
