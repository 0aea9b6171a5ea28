export { sanctionHistory, teamSeasonRows } from './queries';
