export * from './rules';
export * from './status';
export * from './summary';
export * from './objectives';
export * from './contracts';
