// Spanish default messages for any schema here that gives none.

export * from './constants';
export * from './messages';
export * from './position';
export * from './contracts';
export * from './table-contracts';
export * from './plan';
