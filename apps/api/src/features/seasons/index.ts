export {
  activeSeason,
  activeSeasonId,
  assertMarketOpen,
  chosenOrActiveSeason,
  findSeason,
  requireActiveSeason,
  seasonFilter,
  seasonRange,
  type Season,
} from './season';
