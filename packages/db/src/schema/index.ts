export * from './accounts';
export * from './squads';
export * from './market';
export * from './bets';
export * from './competition';
export * from './operations';
export * from './prizes';
export * from './rulebook';
