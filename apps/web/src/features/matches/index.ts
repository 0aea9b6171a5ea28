/** Public surface of matches: the matches of a tournament or a season, as every competition screen reads them. */
export {
  hasScore,
  isCompleted,
  useMatches,
  type Match,
  type MatchFilter,
  type TeamRef,
} from './api/get-matches';
