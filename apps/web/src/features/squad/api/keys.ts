/** Prefix of the squad query; player and team changes invalidate it. */
export const squadKey = ['squad'] as const;
