/** Every bet query lives under this prefix. */
export const betsKey = ['bets'] as const;
export const matchBetsKey = [...betsKey, 'match'] as const;
export const playerBetsKey = [...betsKey, 'player'] as const;
export const userBetsKey = [...betsKey, 'user'] as const;
