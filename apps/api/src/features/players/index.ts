export { findPlayerView, listPlayerViews, type PlayerFilter } from './player-view';
