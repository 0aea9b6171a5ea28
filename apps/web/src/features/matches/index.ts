/** Public surface of matches: the matches of a tournament or a season, as every competition screen reads them. */
export { useMatches, type MatchFilter } from './api/get-matches';
/** One match and its header, for the screenshot analysis screen of that match (ocr). */
export { useMatch } from './api/get-match';
export { MatchHeader } from './components/match-header';
/** A tournament's matches grouped by round, for the fixture cards (tournaments). */
export { stageGroups } from './components/rounds';
