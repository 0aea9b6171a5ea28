export * from './contracts';
export * from './text';
export * from './matching';
export * from './merge';
export * from './rating-band';
