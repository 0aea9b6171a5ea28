export { listMovements } from './queries';
