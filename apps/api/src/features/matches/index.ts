export { findMatchView, listMatchViews, type MatchFilter, type MatchView } from './match-view';
