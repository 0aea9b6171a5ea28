/**
 * Public surface of tournaments: the tournaments of a season and the season/tournament picker (kept in
 * the URL) that the matches, standings and statistics screens share.
 */
export { useTournaments } from './api/get-tournaments';
export { CompetitionPicker } from './components/competition-picker';
export { useCompetitionParams, type CompetitionParams } from './components/use-competition-params';
