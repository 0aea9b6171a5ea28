export * from './client';
export * from './health';
export * from './lock';
export * from './paths';
export * from './ledger';
export * as schema from './schema/index';
export * from './schema/index';
export * from './seed';
