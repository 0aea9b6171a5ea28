/**
 * Public surface of seasons: the season list and the active season, the market gate of /transfer and
 * /crear_subasta (it opens from the active season's start), and the season filter of the market lists.
 */
export { MarketGate } from './components/time-gate';
export { SeasonSelect } from './components/season-select';
export { activeSeason, seasonsQueryOptions, useSeasons } from './api/get-seasons';
export { seasonIdParam } from './lib/season-id';
export { useSeasonParam } from './lib/use-season-param';
export { NextReveal } from './components/next-reveal';
