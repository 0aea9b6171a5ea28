/**
 * Public surface of match statistics: the per-player lines of one match, entered by the two teams or
 * the staff while the match is pending and shown read-only once it is completed (/partidos/{id}).
 */
export { MatchStatistics, editableTeams } from './components/match-statistics';
/** The match's players (both squads) and how the screenshot analysis hands its proposal to the form. */
export { useMatchPlayers } from './api/get-match-players';
export { OCR_PREFILL_STATE } from './components/statistics-prefill';
