/** Public surface of players: one player by id (the auction form's preset player). */
export { usePlayer } from './api/get-player';
