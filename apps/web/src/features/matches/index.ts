/** Public surface of matches: the matches of a tournament or a season, as every competition screen reads them. */
export { hasScore, isCompleted, useMatches, type MatchFilter } from './api/get-matches';
