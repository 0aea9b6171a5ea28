export * from './constants';
export * from './title';
export * from './values';
export * from './default-sections';
export * from './contracts';
