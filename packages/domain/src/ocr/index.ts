export * from './contracts';
export * from './text';
