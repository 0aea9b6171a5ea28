export { asFormat, findTournament, sharedGroup, teamsOutside, type TournamentRef } from './tournament';
export { drawFixture } from './fixture';
