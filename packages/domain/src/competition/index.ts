export * from './round-names';
export * from './suspensions';
export * from './standings';
export * from './fixtures';
export * from './constants';
export * from './zones';
export * from './playoffs';
export * from './playoff-rounds';
