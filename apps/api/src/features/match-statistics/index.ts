export { teamSeasonRows } from './queries';
