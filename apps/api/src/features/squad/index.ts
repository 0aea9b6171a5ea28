export { loadSquad } from './service';
