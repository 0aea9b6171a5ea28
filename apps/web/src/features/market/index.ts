/** Public surface of the release-clause market: the offer lists the dashboard shows. */
export { ClausesList } from './components/clauses-list';
