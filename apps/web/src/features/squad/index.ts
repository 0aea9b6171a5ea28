/** Public surface of the squad: its cache key and the player views the team detail and players list share. */
export { squadKey } from './api/keys';
export { SquadPlayers } from './components/squad-players';
export { StatusBadge } from './components/status-badge';
