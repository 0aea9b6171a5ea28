/** Prefix of every teams query (lists, details, objectives); team and player changes invalidate it. */
export const teamsKey = ['teams'] as const;
export const teamsListKey = [...teamsKey, 'list'] as const;
