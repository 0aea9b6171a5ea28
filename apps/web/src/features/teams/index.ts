/** Public surface of teams: the team select of the player form and the key player changes invalidate. */
export { teamsKey } from './api/keys';
export { allTeamsQueryOptions, useAllTeams } from './api/get-teams';
