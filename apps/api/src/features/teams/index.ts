export { listTeamPlayers } from './team-players';
export { ownTeamId } from './queries';
export { messages as teamMessages } from './messages';
