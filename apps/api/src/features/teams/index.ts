export { listTeamPlayers } from './team-players';
export { ownTeamId } from './queries';
