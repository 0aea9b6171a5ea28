export { listTeamPlayers } from './team-players';
export { objectiveInputs, ownTeamId } from './queries';
export { freezeObjectivesAtMarketClose } from './frozen-objectives';
export { messages as teamMessages } from './messages';
