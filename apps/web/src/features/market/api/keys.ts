/**
 * Every market query sits under one prefix: a clause, a confirmation or a transfer changes offers,
 * transfers and the dashboard at once, so a market action invalidates the prefix.
 */
export const marketKey = ['market'] as const;
export const clausesKey = [...marketKey, 'clauses'] as const;
