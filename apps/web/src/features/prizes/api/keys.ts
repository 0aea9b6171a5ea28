/** Every prize query lives under this prefix: paying or reverting refreshes lists and tables at once. */
export const prizesKey = ['prizes'] as const;
export const paidPrizesKey = [...prizesKey, 'paid'] as const;
export const prizeTablesKey = [...prizesKey, 'tables'] as const;
