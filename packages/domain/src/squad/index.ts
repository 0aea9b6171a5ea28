export * from './rules';
export * from './status';
export * from './summary';
export * from './objectives';
export * from './player-schemas';
export * from './team-schemas';
