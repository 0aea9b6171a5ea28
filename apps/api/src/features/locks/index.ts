export { isPlayerLocked } from './queries';
