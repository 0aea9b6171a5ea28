/**
 * Public surface of the release-clause market: the offer views the dashboard shows, the shared
 * confirm dialog and player multi-select.
 */
export { ClausesList, type ClauseColumn } from './components/clauses-list';
export { SealedMoney } from './components/sealed-money';
export { ConfirmDialog } from './components/confirm-dialog';
export { PlayerChecklist } from './components/player-checklist';
export type { ClauseView } from './types';
