/** What other features read from the standings: a tournament's table (prize tables' final places, season summaries). */
export { asStandingTable, standingLines, tournamentStandings, type StandingLines } from './standings';
