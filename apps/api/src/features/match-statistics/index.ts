export { listStatisticRows, sanctionHistory, teamSeasonRows } from './queries';
