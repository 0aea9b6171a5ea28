/**
 * Public surface of match statistics: the per-player lines of one match, entered by the two teams or
 * the staff while the match is pending and shown read-only once it is completed (/partidos/{id}).
 */
export { MatchStatistics, editableTeams } from './components/match-statistics';
