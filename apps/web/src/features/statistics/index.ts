/** Public surface of statistics: a top list with its chart, for the season history's scorers. */
export { TopList } from './components/top-list';
