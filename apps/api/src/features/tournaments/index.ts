export {
  asFormat,
  findTournament,
  sharedGroup,
  teamsOutside,
  tournamentsOfSeason,
  type TournamentRef,
} from './tournament';
export { drawFixture } from './fixture';
