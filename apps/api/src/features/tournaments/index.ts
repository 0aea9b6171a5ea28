export { asFormat, findTournament, sharedGroup, teamsOutside, type TournamentRef } from './tournament';
