/**
 * Public surface of the release-clause market: the offer views the dashboard shows, the shared
 * confirm dialog and player multi-select, the team queries of the market forms and the cache prefix.
 */
export { marketKey } from './api/keys';
export { invalidateMarket } from './api/invalidate';
export { useAllTeams } from './api/get-teams';
export { useTeamPlayers } from './api/get-team-players';
export { ClausesList, type ClauseColumn } from './components/clauses-list';
export { SealedMoney } from './components/sealed-money';
export { ConfirmDialog } from './components/confirm-dialog';
export { PlayerChecklist } from './components/player-checklist';
export type { ClauseView } from './types';
