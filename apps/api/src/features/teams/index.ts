export { listTeamPlayers } from './team-players';
export { objectiveInputs, ownTeamId } from './queries';
export { messages as teamMessages } from './messages';
