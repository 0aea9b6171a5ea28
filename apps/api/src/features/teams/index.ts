export { listTeamPlayers } from './team-players';
export { objectiveInputs, ownTeamId, teamViewsByIds } from './queries';
export { freezeObjectivesAtMarketClose } from './frozen-objectives';
export { messages as teamMessages } from './messages';
