export * from './contracts';
export * from './intents';
export * from './messages';
export * from './text';
