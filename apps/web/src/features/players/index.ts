/** Public surface of players: the key team changes invalidate (team names show in player rows). */
export { playersKey } from './api/keys';
