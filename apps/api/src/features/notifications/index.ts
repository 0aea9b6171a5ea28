export { emitEvent, type OutboxEvent } from './outbox';
export {
  notifyAuctionConfirmed,
  notifyClauseClosed,
  notifyClauseConfirmed,
  notifyOfferReceived,
  notifyOutbid,
  notifyTransfer,
} from './emit-market';
export {
  notifyBetSettled,
  notifyBudgetAdjustment,
  notifyPrizePaid,
  notifySanction,
  notifySuspension,
} from './emit-money';
export { pruneNotifications } from './prune';
