/** Public surface of teams: the team select of the player form and the key player changes invalidate. */
export { allTeamsQueryOptions, useAllTeams } from './api/get-teams';
export { useTeamPlayers } from './api/get-team';
