/**
 * Public surface of the season clock: the market gates (/transfer, /crear_subasta), the live
 * countdown, the season list and filter the market screens share.
 */
export { MarketGate, SeasonStartGate, TimeGate } from './components/time-gate';
export { Countdown } from './components/countdown';
export { SeasonSelect } from './components/season-select';
export { useNow } from './lib/use-now';
export { useSeasonStart, seasonStartQueryOptions, type SeasonStart } from './api/get-season-start';
export { activeSeasonOf, useMarketSeasons, type MarketSeason } from './api/get-seasons';
export { gatesMessages } from './messages';
export { useSeasonParam, type SeasonParam } from './lib/use-season-param';
