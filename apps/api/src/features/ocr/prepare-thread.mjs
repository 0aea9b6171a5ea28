// Entry of the preprocessing's thread: a thread starts without the TypeScript loader that runs
// the API (tsx) or its tests, so it registers it before loading the real entry.
import { register } from 'tsx/esm/api';

register();
await import('./prepare-thread.ts');
