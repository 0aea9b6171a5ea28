export {
  findPlayerView,
  playerCardColumns,
  playerViewsByIds,
  selectPlayers,
  squadPlayerColumns,
} from './player-view';
export { listPlayerViews, type PlayerFilter } from './player-list';
export { messages as playersMessages } from './messages';
export { playerForUpdate } from './player-for-update';
