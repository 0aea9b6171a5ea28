/** Public surface of locks: the squad screen's panel (docs/rules.md §17.1). */
export { LocksPanel } from './components/locks-panel';
