/**
 * Public surface of seasons: the season list and the active season, the market gates (/transfer,
 * /crear_subasta) that open from the active season's start, the live countdown, and the season filter
 * the market screens share.
 */
export { MarketGate, SeasonStartGate, TimeGate } from './components/time-gate';
export { Countdown } from './components/countdown';
export { SeasonSelect } from './components/season-select';
export { useNow } from './lib/use-now';
export { useSeasonStart, seasonStartQueryOptions, type SeasonStart } from './api/get-season-start';
export { activeSeason, useSeasons, type Season } from './api/get-seasons';
export { seasonsMessages } from './messages';
export { useSeasonParam, type SeasonParam } from './lib/use-season-param';
