/** Public surface of the matches feature for other features (the screenshot analysis screen). */
export { useMatch } from './api/get-match';
export { useMatchPlayers, type MatchPlayer } from './api/get-match-players';
export { MatchHeader } from './components/match-header';
export { editableTeams } from './components/match-statistics';
export { OCR_PREFILL_STATE } from './components/statistics-prefill';
