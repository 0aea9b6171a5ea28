/** Public surface of the squad: its cache key and the player views the team detail and players list share. */
export { useSquad } from './api/get-squad';
export { SquadPlayers } from './components/squad-players';
export { StatusBadge } from './components/status-badge';
export { TransferableMark } from './components/transferable-mark';
