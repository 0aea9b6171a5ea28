export {
  findPlayerView,
  listPlayerViews,
  playerViewsByIds,
  squadPlayerColumns,
  type PlayerFilter,
} from './player-view';
