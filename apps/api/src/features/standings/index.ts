/** What other features read from the standings: a tournament's table (prize tables' final places). */
export { tournamentStandings } from './standings';
