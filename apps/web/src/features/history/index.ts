/** Public surface of the season history: the team page's trophy cabinet. */
export { TrophyCabinet } from './components/trophy-cabinet';
