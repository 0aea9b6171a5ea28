export * from './client';
export * from './lock';
export * from './ledger';
export * from './rulebook';
export * as schema from './schema/index';
export * from './schema/index';
export * from './seed';
