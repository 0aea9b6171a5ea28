/** What other features read from the competition's results: tables and top lists. */
export { tournamentStandings } from './standings';
export { topLists } from './top';
