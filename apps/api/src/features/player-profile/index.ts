/** A player's statistics per tournament, read by the public player page (decision 035). */
export { statisticsByTournament } from './queries';
