export * from './kinds';
export * from './texts';
export * from './contracts';
export * from './retention';
