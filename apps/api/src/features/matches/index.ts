export { findMatchView, listMatchViews, type MatchFilter, type MatchView } from '../../lib/match-view';
