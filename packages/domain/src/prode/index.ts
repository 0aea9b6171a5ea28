export * from './constants';
export * from './messages';
export * from './scoring';
export * from './contracts';
