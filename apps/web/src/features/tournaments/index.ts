/**
 * Public surface of the competition base: seasons, tournaments and matches lists, their cache keys
 * and the season/tournament picker that the matches, fixture, standings and statistics screens share.
 */
export { useSeasons, type Season } from './api/get-seasons';
export { useTournaments, type Tournament } from './api/get-tournaments';
export {
  hasScore,
  isCompleted,
  useMatches,
  type Match,
  type MatchFilter,
  type TeamRef,
} from './api/get-matches';
export { CompetitionPicker } from './components/competition-picker';
export {
  activeSeason,
  useCompetitionParams,
  type CompetitionParams,
} from './components/use-competition-params';
