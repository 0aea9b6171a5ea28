import './zod-locale';
export * from './constants';
export * from './format';
export * from './paging';
export * from './roles';
export * from './users';
export * from './squad';
export * from './competition';
export * from './market';
