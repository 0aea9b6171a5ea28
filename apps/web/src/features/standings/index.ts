/** Public surface of standings: the table and its legend, for the season history's final tables. */
export { StandingsLegend } from './components/standings-legend';
export { StandingsTable } from './components/standings-table';
