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
export { toView as seasonView } from './service';
